/* What glibc chose from the CPU it saw: the IFUNC targets of a few string functions
   (a static non-PIE binary: the same addresses natively and in the simulator), the
   features glibc considers usable, and the cache sizes and thresholds behind memcpy.
   Built with `cc -O1 -static -fno-builtin` by the `cpu::ifunc` trial of tests/real.
   __x86_rep_movsb_stop_threshold is left out on purpose: glibc 2.36 has no tunable for
   it, and on an AMD host it is the host's L2 size (it matters only to the ERMS
   variants, which neither CPU model selects). */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <wchar.h>
#include <sys/platform/x86.h>

extern long int __x86_data_cache_size, __x86_shared_cache_size,
    __x86_shared_non_temporal_threshold, __x86_rep_movsb_threshold,
    __x86_rep_stosb_threshold;

int main(int argc, char **argv) {
  printf("strlen=%p memcpy=%p memmove=%p memset=%p strchr=%p memcmp=%p strcpy=%p "
         "wcslen=%p memrchr=%p\n",
         (void *)strlen, (void *)memcpy, (void *)memmove, (void *)memset,
         (void *)strchr, (void *)memcmp, (void *)strcpy, (void *)wcslen,
         (void *)memrchr);
  printf("active: sse3=%d ssse3=%d sse4_1=%d sse4_2=%d popcnt=%d avx=%d avx2=%d fma=%d "
         "bmi1=%d bmi2=%d lzcnt=%d movbe=%d erms=%d avx512f=%d\n",
         CPU_FEATURE_ACTIVE(SSE3), CPU_FEATURE_ACTIVE(SSSE3), CPU_FEATURE_ACTIVE(SSE4_1),
         CPU_FEATURE_ACTIVE(SSE4_2), CPU_FEATURE_ACTIVE(POPCNT), CPU_FEATURE_ACTIVE(AVX),
         CPU_FEATURE_ACTIVE(AVX2), CPU_FEATURE_ACTIVE(FMA), CPU_FEATURE_ACTIVE(BMI1),
         CPU_FEATURE_ACTIVE(BMI2), CPU_FEATURE_ACTIVE(LZCNT), CPU_FEATURE_ACTIVE(MOVBE),
         CPU_FEATURE_ACTIVE(ERMS), CPU_FEATURE_ACTIVE(AVX512F));
  printf("data=%ld shared=%ld non_temporal=%ld rep_movsb=%ld rep_stosb=%ld\n",
         __x86_data_cache_size, __x86_shared_cache_size,
         __x86_shared_non_temporal_threshold, __x86_rep_movsb_threshold,
         __x86_rep_stosb_threshold);
  char s[100];
  memset(s, 'x', sizeof s - 1);
  s[sizeof s - 1] = 0;
  /* Called only here (glibc's own start-up calls strlen, and more often natively,
     where it sets up the vDSO): the trial probes these two. */
  wchar_t w[40];
  wmemset(w, L'y', 39);
  w[39] = 0;
  size_t n = 0, m = 0;
  for (int i = 0; i < 11; i++) {
    n += wcslen(argc > 5 ? (wchar_t *)argv[1] : w + i);
    m += (char *)memrchr(s, 'x', sizeof s - 1 - i) - s;
  }
  printf("wcslen total=%zu memrchr total=%zu\n", n, m);
  return 0;
}
