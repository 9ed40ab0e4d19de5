/* probesim restatement of bpftrace tests/testlibs/simple.c (v0.17.0):
 * a shared library exporting one empty function fun(); built as
 * libsimple.so with the executable bit cleared (the test is "probe a
 * function in a non-executable library"). */
__attribute__((__visibility__("default"))) void fun(void) {}
