# A hand-written static program whose probe targets are labels (STT_NOTYPE, no
# size), a sized function (STT_FUNC), an indirect function (STT_GNU_IFUNC), and a
# site the kernel refuses (an int3 that never runs). Built with
# `cc -nostdlib -static -o labels labels.S`. Exits 0 after printing "ok\n".
        .text
        .globl _start
_start:
        mov     $3, %ebx
1:      call    trig_nop
        call    trig_push
        call    trig_func
        dec     %ebx
        jnz     1b
        call    pick_resolver           # runs the IFUNC's resolver once
        call    *%rax                   # and the implementation it chose
        mov     $1, %eax                # write(1, "ok\n", 3)
        mov     $1, %edi
        lea     msg(%rip), %rsi
        mov     $3, %edx
        syscall
        mov     $60, %eax               # exit(0)
        xor     %edi, %edi
        syscall

        .globl  trig_nop
trig_nop:
        nop
        ret

        .globl  trig_push
trig_push:
        push    %rbp
        mov     %rsp, %rbp
        pop     %rbp
        ret

        .globl  trig_func
        .type   trig_func, @function
trig_func:
        xor     %eax, %eax
        ret
        .size   trig_func, .-trig_func

        .globl  pick
        .type   pick, @gnu_indirect_function
        .globl  pick_resolver
pick:
pick_resolver:
        lea     pick_impl(%rip), %rax
        ret

        .globl  pick_impl
pick_impl:
        mov     $7, %eax
        ret

        .globl  refuse_int3
refuse_int3:
        int3
        ret

        .section .rodata
msg:    .ascii  "ok\n"
