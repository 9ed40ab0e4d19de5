/*
 * The simulator's vDSO: what `arch_setup_additional_pages()` maps as `[vdso]`,
 * rebuilt by scripts/vdso.sh into image.so (checked in, and checked by
 * tests/real to rebuild byte for byte).
 *
 * The same entry points as Linux's x86-64 vDSO, under version LINUX_2.6:
 * clock_gettime, gettimeofday, time, clock_getres and getcpu, each also as
 * __vdso_NAME. They answer from the data page the kernel keeps at the start of
 * [vvar] (six pages below this image) and the TSC, without a system call, as
 * `do_hres()` answers from the vDSO data and `rdtsc`. The clocks and CPUs they
 * do not handle fall back to the system call, as Linux's do.
 *
 * The data page (src/kernel/vdso.rs writes it):
 *   +0  CLOCK_MONOTONIC, in ns, when the TSC read `cycle_last`
 *   +8  cycle_last
 *   +16 CLOCK_REALTIME - CLOCK_MONOTONIC, in ns
 *   +24 the tick, in ns (the coarse clocks' resolution)
 * The TSC ticks once a nanosecond, so there is no mult or shift.
 */
	.intel_syntax noprefix

	.set VV_MONO, 0
	.set VV_CYCLE_LAST, 8
	.set VV_WALL, 16
	.set VV_TICK, 24

	.set NR_GETTIMEOFDAY, 96
	.set NR_TIME, 201
	.set NR_CLOCK_GETTIME, 228
	.set NR_CLOCK_GETRES, 229
	.set NR_GETCPU, 309

	.hidden vvar_data

	.text

/* rax = CLOCK_MONOTONIC now, in ns. Clobbers rdx. */
.macro MONO_NS
	rdtsc
	shl rdx, 32
	or rax, rdx
	sub rax, [rip + vvar_data + VV_CYCLE_LAST]
	add rax, [rip + vvar_data + VV_MONO]
.endm

/* rax -= rax % tick. Clobbers rcx, rdx, r8. */
.macro TO_TICK
	mov r8, rax
	xor edx, edx
	div qword ptr [rip + vvar_data + VV_TICK]
	mov rax, r8
	sub rax, rdx
.endm

/* int clock_gettime(clockid_t clk, struct timespec *ts) */
	.globl __vdso_clock_gettime
	.type __vdso_clock_gettime, @function
__vdso_clock_gettime:
	.cfi_startproc
	cmp edi, 1		/* CLOCK_MONOTONIC */
	je 1f
	cmp edi, 4		/* CLOCK_MONOTONIC_RAW */
	je 1f
	cmp edi, 7		/* CLOCK_BOOTTIME */
	je 1f
	test edi, edi		/* CLOCK_REALTIME */
	je 2f
	cmp edi, 11		/* CLOCK_TAI */
	je 2f
	cmp edi, 6		/* CLOCK_MONOTONIC_COARSE */
	je 3f
	cmp edi, 5		/* CLOCK_REALTIME_COARSE */
	je 4f
	mov eax, NR_CLOCK_GETTIME
	syscall
	ret
1:	MONO_NS
	jmp 5f
2:	MONO_NS
	add rax, [rip + vvar_data + VV_WALL]
	jmp 5f
3:	MONO_NS
	TO_TICK
	jmp 5f
4:	MONO_NS
	add rax, [rip + vvar_data + VV_WALL]
	TO_TICK
5:	xor edx, edx
	mov ecx, 1000000000
	div rcx
	mov [rsi], rax
	mov [rsi + 8], rdx
	xor eax, eax
	ret
	.cfi_endproc
	.size __vdso_clock_gettime, . - __vdso_clock_gettime

/* int gettimeofday(struct timeval *tv, struct timezone *tz) */
	.globl __vdso_gettimeofday
	.type __vdso_gettimeofday, @function
__vdso_gettimeofday:
	.cfi_startproc
	test rdi, rdi
	je 1f
	MONO_NS
	add rax, [rip + vvar_data + VV_WALL]
	xor edx, edx
	mov ecx, 1000000000
	div rcx
	mov [rdi], rax
	mov rax, rdx
	xor edx, edx
	mov ecx, 1000
	div rcx
	mov [rdi + 8], rax
1:	test rsi, rsi
	je 2f
	mov qword ptr [rsi], 0	/* tz_minuteswest, tz_dsttime: UTC */
2:	xor eax, eax
	ret
	.cfi_endproc
	.size __vdso_gettimeofday, . - __vdso_gettimeofday

/* time_t time(time_t *t) */
	.globl __vdso_time
	.type __vdso_time, @function
__vdso_time:
	.cfi_startproc
	MONO_NS
	add rax, [rip + vvar_data + VV_WALL]
	xor edx, edx
	mov ecx, 1000000000
	div rcx
	test rdi, rdi
	je 1f
	mov [rdi], rax
1:	ret
	.cfi_endproc
	.size __vdso_time, . - __vdso_time

/* int clock_getres(clockid_t clk, struct timespec *res) */
	.globl __vdso_clock_getres
	.type __vdso_clock_getres, @function
__vdso_clock_getres:
	.cfi_startproc
	mov eax, 1		/* hrtimer_resolution */
	cmp edi, 1
	je 1f
	cmp edi, 4
	je 1f
	cmp edi, 7
	je 1f
	test edi, edi
	je 1f
	cmp edi, 11
	je 1f
	mov rax, [rip + vvar_data + VV_TICK]	/* LOW_RES_NSEC */
	cmp edi, 5
	je 1f
	cmp edi, 6
	je 1f
	mov eax, NR_CLOCK_GETRES
	syscall
	ret
1:	test rsi, rsi
	je 2f
	mov qword ptr [rsi], 0
	mov [rsi + 8], rax
2:	xor eax, eax
	ret
	.cfi_endproc
	.size __vdso_clock_getres, . - __vdso_clock_getres

/* long getcpu(unsigned *cpu, unsigned *node, void *unused): one CPU, one node */
	.globl __vdso_getcpu
	.type __vdso_getcpu, @function
__vdso_getcpu:
	.cfi_startproc
	test rdi, rdi
	je 1f
	mov dword ptr [rdi], 0
1:	test rsi, rsi
	je 2f
	mov dword ptr [rsi], 0
2:	xor eax, eax
	ret
	.cfi_endproc
	.size __vdso_getcpu, . - __vdso_getcpu

	.weak clock_gettime
	.set clock_gettime, __vdso_clock_gettime
	.weak gettimeofday
	.set gettimeofday, __vdso_gettimeofday
	.weak time
	.set time, __vdso_time
	.weak clock_getres
	.set clock_getres, __vdso_clock_getres
	.weak getcpu
	.set getcpu, __vdso_getcpu

	.section .note.GNU-stack, "", @progbits
