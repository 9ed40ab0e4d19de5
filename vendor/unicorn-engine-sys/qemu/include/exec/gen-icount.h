#ifndef GEN_ICOUNT_H
#define GEN_ICOUNT_H

#include "qemu/timer.h"
#include <uc_priv.h>

/* Helpers for instruction counting code generation.  */

/* probesim patch tb-ops: the exit check's helper (accel/tcg/tcg-runtime.c), whose address
   the cold path's op carries; translator.c includes this without helper-proto.h. */
void glue(helper_, check_exit_request)(void *p, uint32_t in_delay_slot);

static inline void gen_io_start(TCGContext *tcg_ctx)
{
    TCGv_i32 tmp = tcg_const_i32(tcg_ctx, 1);
    tcg_gen_st_i32(tcg_ctx, tmp, tcg_ctx->cpu_env,
                   offsetof(ArchCPU, parent_obj.can_do_io) -
                   offsetof(ArchCPU, env));
    tcg_temp_free_i32(tcg_ctx, tmp);
}

/*
 * cpu->can_do_io is cleared automatically at the beginning of
 * each translation block.  The cost is minimal and only paid
 * for -icount, plus it would be very easy to forget doing it
 * in the translator.  Therefore, backends only need to call
 * gen_io_start.
 */
static inline void gen_io_end(TCGContext *tcg_ctx)
{
    TCGv_i32 tmp = tcg_const_i32(tcg_ctx, 0);
    tcg_gen_st_i32(tcg_ctx, tmp, tcg_ctx->cpu_env,
                   offsetof(ArchCPU, parent_obj.can_do_io) -
                   offsetof(ArchCPU, env));
    tcg_temp_free_i32(tcg_ctx, tmp);
}

/* probesim patch count-register: records `tb` as the counted block entered last (or stopped
   before): CPUNegativeOffsetState's probesim_last_tb. */
static inline void gen_probesim_last_tb(TCGContext *tcg_ctx, TranslationBlock *tb)
{
    TCGv_i32 p = tcg_const_i32(tcg_ctx, probesim_tb_offset(tcg_ctx, tb));
    tcg_gen_st_i32(tcg_ctx, p, tcg_ctx->cpu_env, PROBESIM_NEG_OFS(probesim_last_tb));
    tcg_temp_free_i32(tcg_ctx, p);
}

static inline void gen_tb_start(TCGContext *tcg_ctx, TranslationBlock *tb)
{
    TCGv_ptr puc;
    TCGv_i32 tmp;
    tcg_ctx->probesim_count_op[0] = NULL;
    tcg_ctx->probesim_count_op[1] = NULL;
    tcg_ctx->probesim_start_op = NULL;
    tcg_ctx->probesim_cold = NULL;
#if TCG_TARGET_HAS_probesim_ops
    if (tcg_ctx->delay_slot_flag == NULL && !uc_addr_is_exit(tcg_ctx->uc, tb->pc) &&
        (tcg_ctx->uc->probesim.counter != NULL || tcg_ctx->uc->probesim.inline_exit)) {
        /* probesim patch tb-ops: the entry check below (patches block-icount, count-register,
           inline-exit and cold-at-end) as one op that the backend expands
           (probesim_out_tb_start): the same host code from one op instead of fifteen, so
           that a translation's passes (optimize, liveness, allocation) have less to walk.
           Its branches go to the cold label that gen_tb_end places (counted once for them,
           so that reachable_code_pass keeps it); the count is set there. */
        bool counted = tcg_ctx->uc->probesim.counter != NULL;
        TCGLabel *cold = gen_new_label(tcg_ctx);
        /* The countdown's own way in, which the cold op places (it gives the count back). */
        TCGLabel *budget = counted ? gen_new_label(tcg_ctx) : NULL;
        cold->refs++;
        tcg_gen_op4(tcg_ctx, INDEX_op_probesim_tb_start, label_arg(cold), 0,
                    (TCGArg)(uintptr_t)tb, budget ? label_arg(budget) : 0);
        tcg_ctx->probesim_start_op = tcg_last_op(tcg_ctx);
        tcg_ctx->probesim_cold = cold;
        tcg_ctx->probesim_cold_arg = counted ? PROBESIM_COLD_COUNTED : PROBESIM_COLD_UNCOUNTED;
        return;
    }
#endif
    if (tcg_ctx->delay_slot_flag == NULL && tcg_ctx->uc->probesim.counter != NULL &&
        !uc_addr_is_exit(tcg_ctx->uc, tb->pc)) {
        /* probesim patch block-icount: the block's count inline, and the exit check's helper
           only on the cold path (an exit was requested, or the block would pass the
           budget). No temp is live here, at the block's start, so the branches
           (each the end of a TCG basic block) lose nothing; each basic block below
           makes its own temps. The count (n, twice) is patched in by gen_tb_end.
           probesim patch count-register: the counter is a countdown, the instructions the
           run may still start, in a global that a host register holds (tcg.c
           tcg_context_init): a block runs if it is at least n, and takes n from it. No
           load or store of the count, so no chain through memory from block to block;
           one store, of the block (its TranslationBlock), for the embedder. */
        TCGv_i32 decr = tcg_temp_new_i32(tcg_ctx);
        TCGv_i64 n;

        /* probesim patch cold-at-end: one cold path for both (see gen_tb_end), after the
           block's own end, so that the common case takes no branch. */
        TCGLabel *cold = gen_new_label(tcg_ctx);

        /* An exit was requested (cpu_loop_exit_requested). */
        tcg_gen_ld_i32(tcg_ctx, decr, tcg_ctx->cpu_env,
                       offsetof(ArchCPU, neg.icount_decr.u32) - offsetof(ArchCPU, env));
        tcg_gen_brcondi_i32(tcg_ctx, TCG_COND_LT, decr, 0, cold);
        tcg_temp_free_i32(tcg_ctx, decr);

        /* The countdown does not cover the block. */
        n = tcg_const_i64(tcg_ctx, 0);
        tcg_ctx->probesim_count_op[0] = tcg_last_op(tcg_ctx); /* n's movi */
        tcg_gen_brcond_i64(tcg_ctx, TCG_COND_LTU, tcg_ctx->probesim_left, n, cold);
        tcg_temp_free_i64(tcg_ctx, n);

        /* Counted: n taken from the countdown, and the block recorded. */
        n = tcg_const_i64(tcg_ctx, 0);
        tcg_ctx->probesim_count_op[1] = tcg_last_op(tcg_ctx); /* n's movi */
        tcg_gen_sub_i64(tcg_ctx, tcg_ctx->probesim_left, tcg_ctx->probesim_left, n);
        tcg_temp_free_i64(tcg_ctx, n);
        gen_probesim_last_tb(tcg_ctx, tb);
        tcg_ctx->probesim_cold = cold;
        tcg_ctx->probesim_cold_arg = PROBESIM_COLD_COUNTED;
        return;
    }
    if (tcg_ctx->delay_slot_flag == NULL && tcg_ctx->uc->probesim.inline_exit &&
        !uc_addr_is_exit(tcg_ctx->uc, tb->pc)) {
        /* probesim patch inline-exit: without the counter, in an engine that asked for it
           (probesim's uncounted mode), the exit check as patch block-icount makes it: the exit
           request is tested inline (cpu_loop_exit_requested, one load from env) and
           the helper is called only when one is pending, instead of a call per
           block. */
        /* probesim patch cold-at-end: the helper's call after the block's end (gen_tb_end). */
        TCGLabel *cold = gen_new_label(tcg_ctx);
        TCGv_i32 decr = tcg_temp_new_i32(tcg_ctx);
        tcg_gen_ld_i32(tcg_ctx, decr, tcg_ctx->cpu_env,
                       offsetof(ArchCPU, neg.icount_decr.u32) - offsetof(ArchCPU, env));
        tcg_gen_brcondi_i32(tcg_ctx, TCG_COND_LT, decr, 0, cold);
        tcg_temp_free_i32(tcg_ctx, decr);
        tcg_ctx->probesim_cold = cold;
        tcg_ctx->probesim_cold_arg = PROBESIM_COLD_UNCOUNTED;
        return;
    }
    puc = tcg_const_ptr(tcg_ctx, tcg_ctx->uc);
    tmp = tcg_const_i32(tcg_ctx, 0);
    // Unicorn:
    //    We CANT'T use brcondi_i32 here or we will fail liveness analysis
    //    because it marks the end of BB
    if (tcg_ctx->delay_slot_flag != NULL) {
        tcg_gen_mov_i32(tcg_ctx, tmp, tcg_ctx->delay_slot_flag);
    }
    gen_helper_check_exit_request(tcg_ctx, puc, tmp);
    tcg_temp_free_i32(tcg_ctx, tmp);
    tcg_temp_free_ptr(tcg_ctx, puc);
}

static inline void gen_tb_end(TCGContext *tcg_ctx, TranslationBlock *tb, int num_insns)
{
    if (tcg_ctx->delay_slot_flag != NULL){
        tcg_temp_free_i32(tcg_ctx, tcg_ctx->delay_slot_flag);
    }
    tcg_ctx->delay_slot_flag = NULL;
    if (tcg_ctx->probesim_count_op[0] != NULL) {
        /* probesim patch block-icount: the block's count (see gen_tb_start) */
        tcg_set_insn_param(tcg_ctx->probesim_count_op[0], 1, (uint32_t)num_insns);
        tcg_set_insn_param(tcg_ctx->probesim_count_op[1], 1, (uint32_t)num_insns);
        tcg_ctx->probesim_count_op[0] = NULL;
        tcg_ctx->probesim_count_op[1] = NULL;
    }
#if TCG_TARGET_HAS_probesim_ops
    if (tcg_ctx->probesim_start_op != NULL) {
        /* probesim patch tb-ops: the block's count, and its cold path as one op
           (probesim_out_tb_cold), which leaves the block itself (no exit_tb after it). */
        TCGOp *start = tcg_ctx->probesim_start_op;
        tcg_set_insn_param(start, 1, (uint32_t)num_insns);
        tcg_ctx->probesim_start_op = NULL;
        gen_set_label(tcg_ctx, tcg_ctx->probesim_cold);
        tcg_gen_op6(tcg_ctx, INDEX_op_probesim_tb_cold, (TCGArg)(uintptr_t)tb,
                    tcg_ctx->probesim_cold_arg, (TCGArg)(uintptr_t)tcg_ctx->uc,
                    (TCGArg)(uintptr_t)glue(helper_, check_exit_request), start->args[3],
                    (uint32_t)num_insns);
        tcg_ctx->probesim_cold = NULL;
        return;
    }
#endif
    if (tcg_ctx->probesim_cold != NULL) {
        /* probesim patch cold-at-end: gen_tb_start's cold path, after the block's own end,
           reached only by its branches: the block recorded (probesim_last_tb: the helper
           restores the state to the block's start from it, and the embedder reads the
           block stopped before), then the exit check's helper, which stops the run for a
           pending exit request or, with PROBESIM_COLD_COUNTED, for a countdown that does
           not cover the block. It does not return; if it did, the block would be left
           untaken (TB_EXIT_REQUESTED) and looked up again. */
        TCGv_ptr puc;
        TCGv_i32 arg;
        gen_set_label(tcg_ctx, tcg_ctx->probesim_cold);
        gen_probesim_last_tb(tcg_ctx, tb);
        puc = tcg_const_ptr(tcg_ctx, tcg_ctx->uc);
        arg = tcg_const_i32(tcg_ctx, tcg_ctx->probesim_cold_arg);
        gen_helper_check_exit_request(tcg_ctx, puc, arg);
        tcg_temp_free_i32(tcg_ctx, arg);
        tcg_temp_free_ptr(tcg_ctx, puc);
        tcg_ctx->probesim_cold = NULL;
    }
    if (tb_cflags(tb) & CF_USE_ICOUNT) {
        /* Update the num_insn immediate parameter now that we know
         * the actual insn count.  */
        tcg_set_insn_param(tcg_ctx->icount_start_insn, 1, num_insns);
    }

    tcg_gen_exit_tb(tcg_ctx, tb, TB_EXIT_REQUESTED);
}

#endif
