/*
 * Copyright (C) 2017, Emilio G. Cota <cota@braap.org>
 *
 * License: GNU GPL, version 2 or later.
 *   See the COPYING file in the top-level directory.
 */
#ifndef EXEC_TB_LOOKUP_H
#define EXEC_TB_LOOKUP_H

#ifdef NEED_CPU_H
#include "cpu.h"
#else
#include "exec/poison.h"
#endif

#include "exec/exec-all.h"
#include "exec/tb-hash.h"
#include "uc_priv.h"

/* probesim patch content-keyed: the bytes that key a TB in the content-keyed range. */
#define PROBESIM_KEY_BYTES 16

/* probesim patch content-keyed: the key of the code at `pc` as memory holds it now, into `key`;
   its length (0: `pc` is outside the content-keyed range, or not in RAM). Might cause an
   exception (the code TLB fill), as the lookup that calls it. */
static inline int probesim_code_key(CPUArchState *env, target_ulong pc, uint8_t *key)
{
    struct uc_struct *uc = env->uc;
    void *host = NULL;
    uint64_t len;

    if (likely(pc < uc->probesim_keyed_begin || pc >= uc->probesim_keyed_end)) {
        return 0;
    }
    if (get_page_addr_code_hostp(env, pc, &host) == -1 || host == NULL) {
        return 0;
    }
    len = uc->probesim_keyed_end - pc;
    if (len > PROBESIM_KEY_BYTES) {
        len = PROBESIM_KEY_BYTES;
    }
    /* The range lies within one page (uc_probesim_key_code). */
    memcpy(key, host, len);
    return (int)len;
}

/* probesim patch content-keyed: what a key adds to a TB's hash (0 for no key), so that the
   contents of one address spread over the table instead of making one long chain. */
static inline uint32_t probesim_key_hash(const uint8_t *key, int len)
{
    uint32_t h = 0;
    int i;

    if (len == 0) {
        return 0;
    }
    h = 2166136261u;
    for (i = 0; i < len; i++) {
        h = (h ^ key[i]) * 16777619u;
    }
    return h;
}

/* probesim patch content-keyed: whether a TB may run for the code memory holds at its pc now. */
static inline bool probesim_key_matches(CPUArchState *env, const TranslationBlock *tb)
{
    uint8_t key[PROBESIM_KEY_BYTES];
    int len;

    if (likely(tb->probesim_key_len == 0)) {
        return true;
    }
    len = probesim_code_key(env, tb->pc, key);
    return len == tb->probesim_key_len && memcmp(key, tb->probesim_key, len) == 0;
}

/* Might cause an exception, so have a longjmp destination ready */
static inline TranslationBlock *
tb_lookup__cpu_state(CPUState *cpu, target_ulong *pc, target_ulong *cs_base,
                     uint32_t *flags, uint32_t cf_mask)
{
    CPUArchState *env = (CPUArchState *)cpu->env_ptr;
    TranslationBlock *tb;
    uint32_t hash;

    cpu_get_tb_cpu_state(env, pc, cs_base, flags);
    hash = tb_jmp_cache_hash_func(env->uc, *pc);
    tb = cpu->tb_jmp_cache[hash];

    cf_mask &= ~CF_CLUSTER_MASK;
    cf_mask |= ((uint32_t)cpu->cluster_index) << CF_CLUSTER_SHIFT;

    if (likely(tb &&
               tb->pc == *pc &&
               tb->cs_base == *cs_base &&
               tb->flags == *flags &&
               tb->trace_vcpu_dstate == *cpu->trace_dstate &&
               (tb_cflags(tb) & (CF_HASH_MASK | CF_INVALID)) == cf_mask &&
               probesim_key_matches(env, tb))) { /* probesim patch content-keyed */
        return tb;
    }
    tb = tb_htable_lookup(cpu, *pc, *cs_base, *flags, cf_mask);
    if (tb == NULL) {
        return NULL;
    }
    cpu->tb_jmp_cache[hash] = tb;
    return tb;
}

#endif /* EXEC_TB_LOOKUP_H */
