/* The guest of the uretprobe_stack mirror (tests/it/syscalls.rs), shaped like the
 * kernel's selftest tools/testing/selftests/bpf/prog_tests/uretprobe_stack.c: caller ->
 * target_1 -> target_1 (recursion of depth 2) -> target_2 -> target_3 -> target_4, with
 * a probe site inside target_4 standing for the selftest's USDT. Built with frame
 * pointers (`-O0 -fno-omit-frame-pointer`). */
#define NOINLINE __attribute__((noinline))

NOINLINE int target_4(void) {
    __asm__ volatile(".globl target_4_site\ntarget_4_site: nop");
    return 42;
}

NOINLINE int target_3(void) { return target_4(); }

NOINLINE int target_2(void) { return target_3(); }

NOINLINE int target_1(int depth) {
    if (depth < 1)
        return 1 + target_1(depth + 1);
    return target_2();
}

NOINLINE int caller(void) { return target_1(0); }

int main(void) { return caller() == 43 ? 0 : 1; }
