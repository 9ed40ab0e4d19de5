//! Register-state snapshots: for each instruction class, what the handler sees and the
//! state right after the probed instruction completed (emulated or stepped).

use std::cell::RefCell;
use std::rc::Rc;

use probesim::cpu::Regs;
use probesim::kernel::uprobes::{HandlerResult, ProbeContext, UprobeConsumer};
use probesim::kernel::KernelConfig;
use probesim::loader::Image;
use probesim::machine::{Machine, RunConfig};

use crate::common::insta_settings;

struct Capture(Rc<RefCell<Vec<Regs>>>);

impl UprobeConsumer for Capture {
    fn handler(&mut self, ctx: &mut ProbeContext<'_>) -> HandlerResult {
        self.0.borrow_mut().push(ctx.regs());
        HandlerResult::Keep
    }
}

const INPUTS: [u64; 16] = [
    0x1111_2222_3333_4444,
    0x5555_6666_7777_8888,
    0x0000_0000_0000_0003,
    0x9999_aaaa_bbbb_cccc,
    0xdddd_eeee_ffff_0000,
    0x0123_4567_89ab_cdef,
    0xfedc_ba98_7654_3210,
    0x0000_0000_dead_beef,
    0x1234_5678_dead_beef,
    0x0000_0000_0000_0040,
    0x8000_0000_0000_0001,
    0x7fff_ffff_ffff_ffff,
    0x0f0f_0f0f_0f0f_0f0f,
    0xf0f0_f0f0_f0f0_f0f0,
    0x0000_0000_0000_1000,
    0x0000_0000_0000_0041,
];

#[test]
fn handler_and_post_state_per_instruction_class() {
    let settings = insta_settings();
    for name in sim_programs::classes::names() {
        let prog = sim_programs::classes::harness(name, &INPUTS).unwrap();
        let image = Image::parse(prog.to_elf()).unwrap();
        let cfg = RunConfig {
            kernel: KernelConfig { capture_post_state: true, ..KernelConfig::default() },
            ..RunConfig::default()
        };
        let mut m = Machine::new(image, cfg).unwrap();
        let seen = Rc::new(RefCell::new(Vec::new()));
        m.attach_with("uprobe:x:target", Box::new(Capture(seen.clone()))).unwrap();
        let exit = m.run().unwrap();
        let k = m.kernel();
        let probe = k.uprobes.probes.first().unwrap();
        let mut text = format!("class: {name}\nprogram: {}\n", prog.name);
        match &probe.arch {
            Ok(a) => text.push_str(&format!(
                "instruction: {} ({:02x?})\nops: {:?}\n",
                a.text(),
                &a.insn[..usize::from(a.ilen)],
                a.ops
            )),
            Err(r) => text.push_str(&format!("refused: {r}\n")),
        }
        let hits = m.consumer_counts()[0].hits;
        let (code, signal) = (exit.code(), exit.signal());
        text.push_str(&format!("exit: Exit {{ code: {code:?}, signal: {signal:?} }}\nhits: {hits}\n"));
        for r in seen.borrow().iter() {
            text.push_str(&format!("--- handler sees ---\n{r}"));
        }
        for (_, r) in &k.post_states {
            text.push_str(&format!("--- after the probed instruction ---\n{r}"));
        }
        settings.bind(|| insta::assert_snapshot!(format!("class__{name}"), text));
    }
}
