#ifndef GEN_ICOUNT_H
#define GEN_ICOUNT_H

#include "qemu/timer.h"
#include <uc_priv.h>

/* Helpers for instruction counting code generation.  */

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

static inline void gen_tb_start(TCGContext *tcg_ctx, TranslationBlock *tb)
{
    TCGv_ptr puc;
    TCGv_i32 tmp;
    tcg_ctx->probesim_count_op = NULL;
    if (tcg_ctx->delay_slot_flag == NULL && tcg_ctx->uc->probesim.counter != NULL &&
        !uc_addr_is_exit(tcg_ctx->uc, tb->pc)) {
        /* probesim patch block-icount: the block's count inline, and the exit check's helper
           only on the two cold paths (an exit was requested, or the block would pass
           the budget). No temp is live here, at the block's start, so the branches
           (each the end of a TCG basic block) lose nothing; each basic block below
           makes its own temps. The count (n) is patched in by gen_tb_end. */
        TCGLabel *exitreq = gen_new_label(tcg_ctx);
        TCGLabel *body = gen_new_label(tcg_ctx);
        struct uc_probesim_icount *ic = &tcg_ctx->uc->probesim;
        TCGv_i32 decr = tcg_temp_new_i32(tcg_ctx);
        TCGv_ptr base, counter;
        TCGv_i64 n, pc, total, limit;
        TCGv_i32 one;

        /* An exit was requested (cpu_loop_exit_requested): the exit check, which
           leaves the count and last_n as they are. */
        tcg_gen_ld_i32(tcg_ctx, decr, tcg_ctx->cpu_env,
                       offsetof(ArchCPU, neg.icount_decr.u32) - offsetof(ArchCPU, env));
        tcg_gen_brcondi_i32(tcg_ctx, TCG_COND_LT, decr, 0, exitreq);
        tcg_temp_free_i32(tcg_ctx, decr);

        /* The common case: the block is counted (the helper's bookkeeping, inline). */
        base = tcg_const_ptr(tcg_ctx, ic);
        n = tcg_const_i64(tcg_ctx, 0);
        tcg_ctx->probesim_count_op = tcg_last_op(tcg_ctx); /* n's movi */
        pc = tcg_const_i64(tcg_ctx, tb->pc);
        tcg_gen_st_i64(tcg_ctx, pc, base, offsetof(struct uc_probesim_icount, last_pc));
        tcg_temp_free_i64(tcg_ctx, pc);
        tcg_gen_st32_i64(tcg_ctx, n, base, offsetof(struct uc_probesim_icount, last_n));
        /* probesim patch block-icount: the counter's address is set once, before any block is
           translated with it, and never changes: a constant, not a load. */
        counter = tcg_const_ptr(tcg_ctx, ic->counter);
        total = tcg_temp_new_i64(tcg_ctx);
        tcg_gen_ld_i64(tcg_ctx, total, counter, 0);
        tcg_gen_add_i64(tcg_ctx, total, total, n);
        tcg_temp_free_i64(tcg_ctx, n);
        tcg_gen_st_i64(tcg_ctx, total, counter, 0);
        tcg_temp_free_ptr(tcg_ctx, counter);
        one = tcg_const_i32(tcg_ctx, 1);
        tcg_gen_st_i32(tcg_ctx, one, base, offsetof(struct uc_probesim_icount, live));
        tcg_temp_free_i32(tcg_ctx, one);
        limit = tcg_temp_new_i64(tcg_ctx);
        tcg_gen_ld_i64(tcg_ctx, limit, base, offsetof(struct uc_probesim_icount, budget));
        tcg_temp_free_ptr(tcg_ctx, base);
        tcg_gen_brcond_i64(tcg_ctx, TCG_COND_LEU, total, limit, body);
        tcg_temp_free_i64(tcg_ctx, total);
        tcg_temp_free_i64(tcg_ctx, limit);

        /* Past the budget: the helper takes the count back and stops the run (it
           does not return). */
        puc = tcg_const_ptr(tcg_ctx, tcg_ctx->uc);
        tmp = tcg_const_i32(tcg_ctx, PROBESIM_BUDGET_PASSED);
        gen_helper_check_exit_request(tcg_ctx, puc, tmp);
        tcg_temp_free_i32(tcg_ctx, tmp);
        tcg_temp_free_ptr(tcg_ctx, puc);

        /* The exit check, with the block's address recorded as before. */
        gen_set_label(tcg_ctx, exitreq);
        base = tcg_const_ptr(tcg_ctx, ic);
        pc = tcg_const_i64(tcg_ctx, tb->pc);
        tcg_gen_st_i64(tcg_ctx, pc, base, offsetof(struct uc_probesim_icount, last_pc));
        tcg_temp_free_i64(tcg_ctx, pc);
        tcg_temp_free_ptr(tcg_ctx, base);
        puc = tcg_const_ptr(tcg_ctx, tcg_ctx->uc);
        tmp = tcg_const_i32(tcg_ctx, 0);
        gen_helper_check_exit_request(tcg_ctx, puc, tmp);
        tcg_temp_free_i32(tcg_ctx, tmp);
        tcg_temp_free_ptr(tcg_ctx, puc);

        gen_set_label(tcg_ctx, body);
        return;
    }
    if (tcg_ctx->delay_slot_flag == NULL && tcg_ctx->uc->probesim.inline_exit &&
        !uc_addr_is_exit(tcg_ctx->uc, tb->pc)) {
        /* probesim patch inline-exit: without the counter, in an engine that asked for it
           (probesim's uncounted mode), the exit check as patch block-icount makes it: the exit
           request is tested inline (cpu_loop_exit_requested, one load from env) and
           the helper is called only when one is pending, instead of a call per
           block. */
        TCGLabel *body = gen_new_label(tcg_ctx);
        TCGv_i32 decr = tcg_temp_new_i32(tcg_ctx);
        tcg_gen_ld_i32(tcg_ctx, decr, tcg_ctx->cpu_env,
                       offsetof(ArchCPU, neg.icount_decr.u32) - offsetof(ArchCPU, env));
        tcg_gen_brcondi_i32(tcg_ctx, TCG_COND_GE, decr, 0, body);
        tcg_temp_free_i32(tcg_ctx, decr);
        puc = tcg_const_ptr(tcg_ctx, tcg_ctx->uc);
        tmp = tcg_const_i32(tcg_ctx, 0);
        gen_helper_check_exit_request(tcg_ctx, puc, tmp);
        tcg_temp_free_i32(tcg_ctx, tmp);
        tcg_temp_free_ptr(tcg_ctx, puc);
        gen_set_label(tcg_ctx, body);
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
    if (tcg_ctx->probesim_count_op != NULL) {
        /* probesim patch block-icount: the block's count (see gen_tb_start) */
        tcg_set_insn_param(tcg_ctx->probesim_count_op, 1, (uint32_t)num_insns);
        tcg_ctx->probesim_count_op = NULL;
    }
    if (tb_cflags(tb) & CF_USE_ICOUNT) {
        /* Update the num_insn immediate parameter now that we know
         * the actual insn count.  */
        tcg_set_insn_param(tcg_ctx->icount_start_insn, 1, num_insns);
    }

    tcg_gen_exit_tb(tcg_ctx, tb, TB_EXIT_REQUESTED);
}

#endif
