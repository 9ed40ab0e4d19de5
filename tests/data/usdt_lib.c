/* A shared library with a USDT probe that has a semaphore in the library's own data
 * (as <sys/sdt.h> lays it out, written here by hand): a tracer that attaches to the
 * probe before the library is mapped raises the semaphore when the loader maps the
 * library's data (delayed_uprobe_add, then delayed_ref_ctr_inc). */
unsigned short usdt_lib_hit_semaphore __attribute__((section(".probes"))) = 0;

__attribute__((noinline)) int lib_probe_point(int x) {
    int r = x;
    if (usdt_lib_hit_semaphore)
        r += 1000;
    __asm__ volatile(
        "990: nop\n"
        ".pushsection .note.stapsdt,\"?\",\"note\"\n"
        ".balign 4\n"
        ".4byte 992f-991f, 994f-993f, 3\n"
        "991: .asciz \"stapsdt\"\n"
        "992: .balign 4\n"
        "993: .8byte 990b\n"
        ".8byte _.stapsdt.base\n"
        ".8byte usdt_lib_hit_semaphore\n"
        ".asciz \"usdt_lib\"\n"
        ".asciz \"hit\"\n"
        ".asciz \"\"\n"
        "994: .balign 4\n"
        ".popsection\n"
        ".ifndef _.stapsdt.base\n"
        ".pushsection .stapsdt.base,\"aG\",\"progbits\",.stapsdt.base,comdat\n"
        ".weak _.stapsdt.base\n"
        ".hidden _.stapsdt.base\n"
        "_.stapsdt.base: .space 1\n"
        ".size _.stapsdt.base, 1\n"
        ".popsection\n"
        ".endif\n");
    return r;
}
