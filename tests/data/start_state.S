# The CPU state a program starts with, written to stdout (22 bytes): the x87 control
# word, status word, MXCSR (8 bytes), 1/3 computed by the x87 as an 80-bit long double
# (10 bytes) after loading the control word it read (as libm's rounding functions save
# and restore it: the precision is the one the program started with), and the cs and ss
# selectors (4 bytes). Linux starts every program with control word 0x37f (64-bit
# precision), MXCSR 0x1f80, cs 0x33 and ss 0x2b.
	.globl _start
	.text
_start:
	sub $32, %rsp
	fnstcw (%rsp)
	fnstsw 2(%rsp)
	stmxcsr 4(%rsp)
	fldcw (%rsp)
	fld1
	fidivl three(%rip)
	fstpt 8(%rsp)
	mov %cs, %eax
	mov %ax, 18(%rsp)
	mov %ss, %eax
	mov %ax, 20(%rsp)
	mov $1, %eax
	mov $1, %edi
	mov %rsp, %rsi
	mov $22, %edx
	syscall
	mov $60, %eax
	xor %edi, %edi
	syscall
	.section .rodata
three:	.long 3
