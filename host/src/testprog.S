# Multi-mode static test guest for the host oracle.
# argv[1][0] selects the mode; see the dispatch table below.
	.intel_syntax noprefix
	.set N, 1000

	.section .rodata
chunk:
	.rept 4096
	.byte 'A'
	.endr
errmsg:	.ascii "to-stderr\n"
nl:	.ascii "\n"

	.bss
	.balign 16
buf:	.skip 4096

	.text
	.globl _start
_start:
	mov r12, rsp                 # r12 -> argc
	mov rax, [rsp]
	cmp rax, 2
	jb .Lexit0
	mov rbx, [rsp+16]            # argv[1]
	movzx eax, byte ptr [rbx]
	cmp al, 'c'
	je mode_calls
	cmp al, 'e'
	je mode_exit42
	cmp al, 's'
	je mode_segv
	cmp al, 'o'
	je mode_output
	cmp al, 'i'
	je mode_cat
	cmp al, 'l'
	je mode_loop
	cmp al, 'f'
	je mode_fork
	cmp al, 'r'
	je mode_recurse
	cmp al, 't'
	je mode_int3
	cmp al, 'k'
	je mode_sigkill
	cmp al, 'p'
	je mode_sigstop
	cmp al, 'a'
	je mode_args
	cmp al, 'd'
	je mode_daemon
	cmp al, 'x'
	je mode_closeout_loop
	cmp al, 'g'
	je mode_fork_dump
	cmp al, 'T'
	je mode_dump_tramp
	cmp al, 'h'
	je mode_handler
	cmp al, 'w'
	je mode_wait
.Lexit0:
	xor edi, edi
	jmp do_exit

# exit(edi)
do_exit:
	mov eax, 231                 # exit_group
	syscall
	hlt

# ---- probe targets -------------------------------------------------------
	.balign 16
	.globl func_nop5
func_nop5:
	.byte 0x0f, 0x1f, 0x44, 0x00, 0x00
	ret
	.balign 16
	.globl func_nop1
func_nop1:
	nop
	ret
	.balign 16
	.globl func_push
func_push:
	push rbp
	pop rbp
	ret
	.balign 16
	.globl func_mov
func_mov:
	mov eax, 0x12345678
	ret
	.balign 16
	.globl func_int3
func_int3:
	int3
	ret
	.balign 16
	.globl func_rec             # recurse edi levels deep
func_rec:
	nop
	test edi, edi
	jz 1f
	dec edi
	call func_rec
1:	ret

# ---- modes ---------------------------------------------------------------
mode_calls:                      # each probe target N times, exit 0
	mov r13d, N
1:	call func_nop5
	call func_nop1
	call func_push
	call func_mov
	dec r13d
	jnz 1b
	xor edi, edi
	jmp do_exit

mode_exit42:
	mov edi, 42
	jmp do_exit

mode_segv:
	call func_nop1
	xor eax, eax
	mov dword ptr [rax], 1
	hlt

mode_output:                     # 30 * 4096 bytes of 'A' to stdout, one line to stderr
	mov r13d, 30
1:	mov edi, 1
	lea rsi, [rip+chunk]
	mov edx, 4096
	call write_all
	dec r13d
	jnz 1b
	mov edi, 2
	lea rsi, [rip+errmsg]
	mov edx, 10
	call write_all
	mov edi, 3
	jmp do_exit

mode_cat:                        # copy stdin to stdout
1:	xor eax, eax                 # read
	xor edi, edi
	lea rsi, [rip+buf]
	mov edx, 4096
	syscall
	test rax, rax
	jle 2f
	mov edi, 1
	lea rsi, [rip+buf]
	mov rdx, rax
	call write_all
	jmp 1b
2:	xor edi, edi
	jmp do_exit

mode_wait:                       # tell argv[2] (a FIFO) we run, wait for a byte on stdin,
	mov rdi, [r12+24]            # control point 1, func_nop1 3x, exit 0
	mov esi, 1                   # O_WRONLY
	mov eax, 2                   # open
	syscall
	mov r13, rax
	mov edi, r13d
	lea rsi, [rip+nl]
	mov edx, 1
	mov eax, 1                   # write
	syscall
	mov edi, r13d
	mov eax, 3                   # close
	syscall
	xor edi, edi
	lea rsi, [rip+buf]
	mov edx, 1
	xor eax, eax                 # read
	syscall
	mov eax, 0x50524f42          # PROBESIM_CONTROL
	mov edi, 1
	syscall
	call func_nop1
	call func_nop1
	call func_nop1
	xor edi, edi
	jmp do_exit

mode_loop:
	call func_nop1
	jmp mode_loop

mode_fork:                       # child calls func_nop5 10x, parent 5x after wait
	mov eax, 57                  # fork
	syscall
	test rax, rax
	jnz 2f
	mov r13d, 10
1:	call func_nop5
	dec r13d
	jnz 1b
	mov edi, 7
	jmp do_exit
2:	mov rdi, -1                  # wait4(-1, NULL, 0, NULL)
	xor esi, esi
	xor edx, edx
	xor r10d, r10d
	mov eax, 61
	syscall
	mov r13d, 5
3:	call func_nop5
	dec r13d
	jnz 3b
	xor edi, edi
	jmp do_exit

mode_fork_dump:                  # like 'f', each side dumps func_nop5's 6 bytes before/after its calls
	mov eax, 57
	syscall
	test rax, rax
	jz 5f
	mov [rip+buf+64], rax        # parent: print fork's return value (8 bytes)
	mov edi, 1
	lea rsi, [rip+buf+64]
	mov edx, 8
	push rax
	call write_all
	pop rax
	jmp 2f
5:
	call dump_nop5
	mov r13d, 10
1:	call func_nop5
	dec r13d
	jnz 1b
	call dump_nop5
	mov edi, 7
	jmp do_exit
2:	mov rdi, -1
	lea rsi, [rip+buf]
	xor edx, edx
	xor r10d, r10d
	mov eax, 61
	syscall
	mov edi, 1
	lea rsi, [rip+buf]
	mov edx, 4
	call write_all
	call dump_nop5
	mov r13d, 5
3:	call func_nop5
	dec r13d
	jnz 3b
	call dump_nop5
	xor edi, edi
	jmp do_exit

dump_nop5:
	mov edi, 1
	lea rsi, [rip+func_nop5]
	mov edx, 6
	jmp write_all

mode_dump_tramp:                 # call func_nop5 twice, then print 19 bytes at its call target
	call func_nop5
	call func_nop5
	lea rsi, [rip+func_nop5]
	movsxd rax, dword ptr [rsi+1]
	lea rsi, [rsi+rax+5]
	mov edi, 1
	mov edx, 19
	call write_all
	xor edi, edi
	jmp do_exit

mode_handler:                    # SIGUSR1 handler (calls func_nop1) raised 3x; exit(count)
	sub rsp, 32
	lea rax, [rip+usr1_handler]
	mov [rsp], rax
	mov qword ptr [rsp+8], 0x04000000   # SA_RESTORER
	lea rax, [rip+sig_restorer]
	mov [rsp+16], rax
	mov qword ptr [rsp+24], 0
	mov edi, 10
	mov rsi, rsp
	xor edx, edx
	mov r10d, 8
	mov eax, 13                  # rt_sigaction
	syscall
	mov r13d, 3
1:	mov eax, 39
	syscall
	mov edi, eax
	mov esi, 10
	mov eax, 62
	syscall
	dec r13d
	jnz 1b
	mov edi, [rip+buf+128]
	jmp do_exit
usr1_handler:
	inc dword ptr [rip+buf+128]
	call func_nop1
	ret
sig_restorer:
	mov eax, 15                  # rt_sigreturn
	syscall

mode_recurse:
	mov edi, 100
	call func_rec
	xor edi, edi
	jmp do_exit

mode_int3:
	call func_int3
	mov edi, 5
	jmp do_exit

mode_sigkill:
	call func_nop5
	mov eax, 39                  # getpid
	syscall
	mov edi, eax
	mov esi, 9
	mov eax, 62                  # kill
	syscall
	hlt

mode_sigstop:
	mov eax, 39
	syscall
	mov edi, eax
	mov esi, 19                  # SIGSTOP
	mov eax, 62
	syscall
	mov edi, 9
	jmp do_exit

mode_args:                       # every argv then every envp string, each + '\n'
	mov rax, [r12]
	lea r13, [r12+8]             # &argv[0]
	call print_vec
	mov rax, [r12]
	lea r13, [r12+rax*8+16]      # &envp[0]
	call print_vec
	xor edi, edi
	jmp do_exit

mode_daemon:                     # fork; child sleeps in a loop holding stdout; parent exits 0
	mov eax, 57
	syscall
	test rax, rax
	jnz 2f
1:	pause
	jmp 1b
2:	xor edi, edi
	jmp do_exit

mode_closeout_loop:              # close stdout/stderr, then spin forever
	mov edi, 1
	mov eax, 3
	syscall
	mov edi, 2
	mov eax, 3
	syscall
1:	jmp 1b

# print_vec: r13 -> NULL-terminated vector of C strings
print_vec:
	push rbx
1:	mov rsi, [r13]
	test rsi, rsi
	jz 3f
	xor edx, edx
2:	cmp byte ptr [rsi+rdx], 0
	je 4f
	inc rdx
	jmp 2b
4:	mov edi, 1
	call write_all
	mov edi, 1
	lea rsi, [rip+nl]
	mov edx, 1
	call write_all
	add r13, 8
	jmp 1b
3:	pop rbx
	ret

# write_all(edi=fd, rsi=buf, rdx=len); exits 99 on error
write_all:
1:	test rdx, rdx
	jz 2f
	mov eax, 1
	push rdi
	push rsi
	push rdx
	syscall
	pop rdx
	pop rsi
	pop rdi
	test rax, rax
	jle 3f
	add rsi, rax
	sub rdx, rax
	jmp 1b
2:	ret
3:	mov edi, 99
	jmp do_exit
