/*
 * Tiny Code Generator for QEMU
 *
 * Copyright (c) 2008 Fabrice Bellard
 *
 * Permission is hereby granted, free of charge, to any person obtaining a copy
 * of this software and associated documentation files (the "Software"), to deal
 * in the Software without restriction, including without limitation the rights
 * to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
 * copies of the Software, and to permit persons to whom the Software is
 * furnished to do so, subject to the following conditions:
 *
 * The above copyright notice and this permission notice shall be included in
 * all copies or substantial portions of the Software.
 *
 * THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
 * IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
 * FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL
 * THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
 * LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
 * OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN
 * THE SOFTWARE.
 */
#include "qemu/osdep.h"
#include "qemu/host-utils.h"
#include "cpu.h"
#include "exec/helper-proto.h"
#include "exec/cpu_ldst.h"
#include "exec/exec-all.h"
#include "exec/tb-lookup.h"
#include "tcg/tcg.h"

#include <uc_priv.h>

/* 32-bit helpers */

int32_t HELPER(div_i32)(int32_t arg1, int32_t arg2)
{
    return arg1 / arg2;
}

int32_t HELPER(rem_i32)(int32_t arg1, int32_t arg2)
{
    return arg1 % arg2;
}

uint32_t HELPER(divu_i32)(uint32_t arg1, uint32_t arg2)
{
    return arg1 / arg2;
}

uint32_t HELPER(remu_i32)(uint32_t arg1, uint32_t arg2)
{
    return arg1 % arg2;
}

/* 64-bit helpers */

uint64_t HELPER(shl_i64)(uint64_t arg1, uint64_t arg2)
{
    return arg1 << arg2;
}

uint64_t HELPER(shr_i64)(uint64_t arg1, uint64_t arg2)
{
    return arg1 >> arg2;
}

int64_t HELPER(sar_i64)(int64_t arg1, int64_t arg2)
{
    return arg1 >> arg2;
}

int64_t HELPER(div_i64)(int64_t arg1, int64_t arg2)
{
    return arg1 / arg2;
}

int64_t HELPER(rem_i64)(int64_t arg1, int64_t arg2)
{
    return arg1 % arg2;
}

uint64_t HELPER(divu_i64)(uint64_t arg1, uint64_t arg2)
{
    return arg1 / arg2;
}

uint64_t HELPER(remu_i64)(uint64_t arg1, uint64_t arg2)
{
    return arg1 % arg2;
}

uint64_t HELPER(muluh_i64)(uint64_t arg1, uint64_t arg2)
{
    uint64_t l, h;
    mulu64(&l, &h, arg1, arg2);
    return h;
}

int64_t HELPER(mulsh_i64)(int64_t arg1, int64_t arg2)
{
    uint64_t l, h;
    muls64(&l, &h, arg1, arg2);
    return h;
}

uint32_t HELPER(clz_i32)(uint32_t arg, uint32_t zero_val)
{
    return arg ? clz32(arg) : zero_val;
}

uint32_t HELPER(ctz_i32)(uint32_t arg, uint32_t zero_val)
{
    return arg ? ctz32(arg) : zero_val;
}

uint64_t HELPER(clz_i64)(uint64_t arg, uint64_t zero_val)
{
    return arg ? clz64(arg) : zero_val;
}

uint64_t HELPER(ctz_i64)(uint64_t arg, uint64_t zero_val)
{
    return arg ? ctz64(arg) : zero_val;
}

uint32_t HELPER(clrsb_i32)(uint32_t arg)
{
    return clrsb32(arg);
}

uint64_t HELPER(clrsb_i64)(uint64_t arg)
{
    return clrsb64(arg);
}

uint32_t HELPER(ctpop_i32)(uint32_t arg)
{
    return ctpop32(arg);
}

uint64_t HELPER(ctpop_i64)(uint64_t arg)
{
    return ctpop64(arg);
}

void *HELPER(lookup_tb_ptr)(CPUArchState *env)
{
    CPUState *cpu = env_cpu(env);
    TranslationBlock *tb;
    target_ulong cs_base, pc;
    uint32_t flags;
    struct uc_struct *uc = (struct uc_struct *)cpu->uc;

    tb = tb_lookup__cpu_state(cpu, &pc, &cs_base, &flags, curr_cflags());
    if (tb == NULL) {
        return uc->tcg_ctx->code_gen_epilogue;
    }
    /* probesim patch fast-jump: what the generated code finds next time (see
       uc_probesim_fjc_entry); never a content-keyed block, whose key is the code's bytes. */
    if (uc->probesim_fjc_empty != NULL && tb->probesim_key_len == 0 && (cs_base >> 32) == 0
        && pc != ~(target_ulong)0) {
        struct uc_probesim_fjc_entry *e = &uc->probesim_fjc[uc_probesim_fjc_index(pc)];
        e->pc = pc;
        e->key = (uint64_t)flags | ((uint64_t)cs_base << 32);
        e->code = tb->tc.ptr;
    }
    return tb->tc.ptr;
}

void HELPER(exit_atomic)(CPUArchState *env)
{
    cpu_loop_exit_atomic(env_cpu(env), GETPC());
}

void HELPER(check_exit_request)(void *p, uint32_t in_delay_slot) {
    uc_engine *uc = p;
    uintptr_t ra = GETPC();
    bool cold = in_delay_slot == PROBESIM_COLD_COUNTED || in_delay_slot == PROBESIM_COLD_UNCOUNTED;

    /* probesim patch cold-at-end: called from a block's cold path, after the block's own end
       (gen_tb_end), which recorded the block: the state is restored to the block's start,
       where the check is, not to its last instruction, whose code the cold path follows. */
    if (cold) {
        const TranslationBlock *tb = probesim_tb_at(uc->tcg_ctx, *uc->probesim.last_tb);
        ra = (uintptr_t)tb->tc.ptr + GETPC_ADJ;
    }

    /* probesim patch block-icount: gen_tb_start counts the block inline and calls this
       when the count would pass the budget: the block is stopped before it runs,
       uncounted (count-register: the countdown was left as it was). cold-at-end: one cold
       path, PROBESIM_COLD_COUNTED, for that and for an exit request, which is checked
       first, as the block's code does. */
    if (in_delay_slot == PROBESIM_COLD_COUNTED && !cpu_loop_exit_requested(uc->cpu)) {
        struct uc_probesim_icount *ic = &uc->probesim;
        ic->budget_hit = 1;
        ic->live = 0;
        uc->stop_request = true;
        cpu_exit(uc->cpu);
    }
    if (cold) {
        in_delay_slot = 0;
    }

    if (cpu_loop_exit_requested(uc->cpu) && !in_delay_slot) {
        // There are stil something we have to before exiting to be compatible with previous behaviors

        // from cpu_tb_exec
        if (uc->nested_level == 1) {
            // Only unlock (allow writing to JIT area) if we are the outmost uc_emu_start
            tb_exec_unlock(uc);
        }
        uc->cpu->tcg_exit_req = 0;

        if (uc->skip_sync_pc_on_exit) {
            uc->skip_sync_pc_on_exit = false;
            cpu_loop_exit(uc->cpu);
        } else {
            cpu_loop_exit_restore(uc->cpu, ra);
        }
    }
}
