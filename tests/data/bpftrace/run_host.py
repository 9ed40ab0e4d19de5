#!/usr/bin/env python3
"""Run cases.tsv against the host's real bpftrace, the way upstream's
tests/runtime/engine/runner.py (v0.17.0) does, and fill the `host` column.

usage (as root): python3 run_host.py [--bpftrace /usr/bin/bpftrace]
                 [--build /tmp/bt] [--only SUBSTRING]

It builds the programs with testprogs/build.sh into BUILD/testprogs, runs each
case from cwd BUILD, writes host-outputs/<suite>.<name-slug>.txt and rewrites
the host column of cases.tsv in place.

Placeholders: {testprogs} -> BUILD/testprogs, {testlibs} -> BUILD/testprogs/
testlibs, {scripts} -> a copy of scripts/ with {testprogs} filled in,
{before_pid} -> pid of the BEFORE process (found with pidof on the basename
of BEFORE's last word, as upstream does).

Upstream semantics kept: REQUIRES commands must exit 0 (else upstream skips:
we still run the case and say so); REQUIRES_FEATURE is checked against
`bpftrace --info`; BEFORE is started and waited for with pidof; AFTER is
started when bpftrace prints __BPFTRACE_NOTIFY_PROBES_ATTACHED (on stderr
in 0.17; env var
__BPFTRACE_NOTIFY_PROBES_ATTACHED=1); 5 s to attach, then TIMEOUT seconds;
on timeout bpftrace's process group gets SIGTERM and the output so far is
still checked; EXPECT is a Python regex searched (re.M) in the output; a
non-zero exit fails unless WILL_FAIL or it timed out.
Difference: upstream merges stderr into stdout; here they are captured
apart. `pass` = regex found in stdout; `pass (stderr)` = found only when
stderr is merged in, lines in arrival order (upstream would pass it).
"""
import argparse, csv, os, re, signal, subprocess, sys, threading, time

HERE = os.path.dirname(os.path.abspath(__file__))
ATTACH_TIMEOUT = 5


def slug(suite, name):
    return suite + '.' + re.sub(r'[^A-Za-z0-9]+', '_', name).strip('_').lower()


def features(bpftrace):
    out = subprocess.run([bpftrace, '--info'], capture_output=True, text=True)
    o = out.stdout + out.stderr
    return {
        'dwarf': 'libdw (DWARF support): yes' in o,
        'signal': 'send_signal: yes' in o,
        'uprobe_refcount': 'uprobe refcount (depends on Build:bcc bpf_attach_uprobe refcount): yes' in o,
        'libpath_resolv': 'bcc library path resolution: yes' in o,
        'btf': 'btf: yes' in o,
        'loop': 'Loop support: yes' in o,
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--bpftrace', default='/usr/bin/bpftrace')
    ap.add_argument('--build', default='/tmp/bt')
    ap.add_argument('--only', default=None)
    a = ap.parse_args()

    tp = os.path.join(a.build, 'testprogs')
    subprocess.run(['bash', os.path.join(HERE, 'testprogs', 'build.sh'), tp], check=True)
    scripts = os.path.join(a.build, 'scripts')
    os.makedirs(scripts, exist_ok=True)
    for fn in os.listdir(os.path.join(HERE, 'scripts')):
        txt = open(os.path.join(HERE, 'scripts', fn)).read().replace('{testprogs}', tp)
        open(os.path.join(scripts, fn), 'w').write(txt)
    subst = {'{testprogs}': tp, '{testlibs}': tp + '/testlibs', '{scripts}': scripts}

    def fill(s):
        for k, v in subst.items():
            s = s.replace(k, v)
        return s.replace('bpftrace ', a.bpftrace + ' ', 1) if s.startswith('bpftrace ') else s

    feats = features(a.bpftrace)
    path = os.path.join(HERE, 'cases.tsv')
    with open(path) as f:
        rows = list(csv.DictReader(f, delimiter='\t', quoting=csv.QUOTE_NONE))
    outdir = os.path.join(HERE, 'host-outputs')
    os.makedirs(outdir, exist_ok=True)

    for r in rows:
        if a.only and a.only not in r['name']:
            continue
        res, log = run_case(r, fill, feats, a.build)
        r['host'] = res
        with open(os.path.join(outdir, slug(r['suite'], r['name']) + '.txt'), 'w') as f:
            f.write(log)
        print('%-60s %s' % ((r['suite'] + '.' + r['name'])[:60], res), flush=True)

    with open(path, 'w') as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0].keys()), delimiter='\t',
                           quoting=csv.QUOTE_NONE, escapechar=None, lineterminator='\n',
                           quotechar=None)
        w.writeheader()
        w.writerows(rows)


def kill_group(p, sig):
    try:
        os.killpg(os.getpgid(p.pid), sig)
    except (ProcessLookupError, PermissionError):
        pass


def run_case(r, fill, feats, cwd):
    skipped = []
    for req in [x for x in r['requires'].split(';') if x]:
        if req.startswith('REQUIRES_FEATURE '):
            for feat in req.split()[1:]:
                neg = feat.startswith('!')
                have = feats.get(feat.lstrip('!'), False)
                if have == neg:
                    skipped.append('feature %s unmet' % feat)
        elif subprocess.call(fill(req), shell=True, cwd=cwd, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL) != 0:
            skipped.append('REQUIRES `%s` fails' % req)

    timeout = int(r['timeout'] or 5)
    cmd = fill(r['run'])
    before = after = None
    log = ['command: ' + cmd]
    try:
        if r['before']:
            bcmd = fill(r['before'])
            log.append('before: ' + bcmd)
            before = subprocess.Popen(bcmd, shell=True, cwd=cwd, preexec_fn=os.setsid,
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            child = os.path.basename(r['before'].split()[-1])
            waited = 0
            while subprocess.call(['pidof', child], stdout=subprocess.DEVNULL) != 0:
                time.sleep(0.1)
                waited += 0.1
                if waited > timeout:
                    return 'fail: BEFORE never showed up', '\n'.join(log)
            pid = subprocess.run(['pidof', child], capture_output=True, text=True).stdout.split()[0]
            cmd = cmd.replace('{before_pid}', pid)
            log[0] = 'command: ' + cmd
        env = dict(os.environ, __BPFTRACE_NOTIFY_PROBES_ATTACHED='1', BPFTRACE_VERIFY_LLVM_IR='1')
        t0 = time.time()
        p = subprocess.Popen(cmd, shell=True, cwd=cwd, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, env=env, preexec_fn=os.setsid, text=True, bufsize=1)
        out, err, merged = [], [], []
        attached = threading.Event()

        def rd_out():
            for line in p.stdout:
                out.append(line)
                merged.append(line)
                if line == '__BPFTRACE_NOTIFY_PROBES_ATTACHED\n':
                    attached.set()

        def rd_err():
            for line in p.stderr:
                err.append(line)
                merged.append(line)
                # bpftrace 0.17 prints the notification on stderr
                if line == '__BPFTRACE_NOTIFY_PROBES_ATTACHED\n':
                    attached.set()
        th = [threading.Thread(target=rd_out), threading.Thread(target=rd_err)]
        for t in th:
            t.start()
        timed_out = False
        deadline = t0 + ATTACH_TIMEOUT
        while p.poll() is None:
            if attached.is_set() and after is None:
                deadline = time.time() + timeout
                if r['after']:
                    acmd = fill(r['after'])
                    log.append('after: ' + acmd)
                    after = subprocess.Popen(acmd, shell=True, cwd=cwd, preexec_fn=os.setsid,
                                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                else:
                    after = False
            if time.time() > deadline:
                timed_out = True
                kill_group(p, signal.SIGTERM)
                try:
                    p.wait(3)
                except subprocess.TimeoutExpired:
                    kill_group(p, signal.SIGKILL)
                    p.wait()
                break
            time.sleep(0.02)
        for t in th:
            t.join(5)
        rc = p.returncode
    finally:
        for q in (before, after, locals().get('p')):
            if q and q.poll() is None:
                kill_group(q, signal.SIGKILL)
    so, se = ''.join(out), ''.join(err)
    exp = r['expect']
    for k in ('{testprogs}', '{testlibs}'):
        exp = exp.replace(k, re.escape(fill(k)))
    m_out = re.search(exp, so, re.M)
    m_all = m_out or re.search(exp, ''.join(merged), re.M)
    will_fail = r['will_fail'] == 'yes'
    if rc != 0 and not will_fail and not timed_out:
        res = 'fail: exit code %s' % rc + (' (output matched)' if m_all else '')
    elif m_out:
        res = 'pass'
    elif m_all:
        res = 'pass (stderr)'
    else:
        res = 'fail: %sexpected text not found' % ('timeout, ' if timed_out else '')
        first = next((l.strip() for l in se.splitlines() if 'ERROR' in l and 'RLIMIT_MEMLOCK' not in l and 'detach' not in l), '')
        if first:
            res += ' (stderr: %s)' % first[:120].replace('\t', ' ')
    if skipped:
        res = 'upstream-skip (%s); ran anyway: %s' % (', '.join(skipped), res)
    log += ['exit code: %s%s' % (rc, ' (timed out, SIGTERM sent)' if timed_out else ''),
            'elapsed: %.2fs' % (time.time() - t0), 'expect (regex): ' + exp,
            'result: ' + res, '----- stdout -----', so, '----- stderr -----', se]
    return res, '\n'.join(log)


if __name__ == '__main__':
    main()
