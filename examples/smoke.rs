use probesim::loader::Image;
use probesim::machine::{Machine, RunConfig};
fn main() {
    let path = std::env::args().nth(1).unwrap();
    let mut m = Machine::new(Image::parse(std::fs::read(&path).unwrap()).unwrap(), RunConfig::default()).unwrap();
    for s in std::env::args().skip(2) { m.attach(&s).unwrap(); }
    let e = m.run();
    println!("{e:?}");
    let r = m.report("x");
    println!("{}", serde_json::to_string(&r).unwrap());
    print!("{}", m.kernel().trace.render());
}
