//! Writes sample documents to a folder (default /tmp/act-samples): the act in
//! Spanish and Portuguese, the large act (300 observations), the two labels and the
//! conformity record (signed in Spanish, refused in Portuguese, and one of 200 rows).
//! `cargo run -p act --example sample -- /tmp/act-samples`
#![allow(clippy::unwrap_used, clippy::expect_used)] // a sample generator may panic

#[path = "../tests/common/mod.rs"]
mod common;

use act::Lang;

fn main() {
    let dir = std::env::args().nth(1).unwrap_or_else(|| "/tmp/act-samples".into());
    std::fs::create_dir_all(&dir).unwrap();
    let write = |name: &str, bytes: Vec<u8>| {
        let path = format!("{dir}/{name}");
        println!("{path}: {} bytes", bytes.len());
        std::fs::write(path, bytes).unwrap();
    };
    write("act-es.pdf", act::render(&common::sample_act(Lang::Es)).unwrap());
    write("act-pt.pdf", act::render(&common::sample_act(Lang::Pt)).unwrap());
    write("act-big.pdf", act::render(&common::big_act()).unwrap());
    write("act-stress.pdf", act::render(&common::stress_act()).unwrap());
    write("act-empty.pdf", act::render(&act::Act::default()).unwrap());
    write("label-es.pdf", act::label(&common::sample_label(Lang::Es)).unwrap());
    write("label-pt.pdf", act::label(&common::sample_label(Lang::Pt)).unwrap());
    write("conformity-es.pdf", act::conformity(&common::sample_conformity(Lang::Es)).unwrap());
    let refused = act::Conformity { refused: true, ..common::sample_conformity(Lang::Pt) };
    write("conformity-pt-refused.pdf", act::conformity(&refused).unwrap());
    write("conformity-big.pdf", act::conformity(&common::big_conformity()).unwrap());
}
