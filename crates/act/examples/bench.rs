//! Renders the large act (300 observations, 100 certificates) 20 times and prints
//! the minimum and median render time and the PDF size; also times the label.
//! `cargo run --release -p act --example bench`
#![allow(clippy::unwrap_used, clippy::expect_used)] // a benchmark may panic

#[path = "../tests/common/mod.rs"]
mod common;

use std::time::Instant;

fn stats(mut ms: Vec<f64>) -> (f64, f64) {
    ms.sort_by(f64::total_cmp);
    (ms[0], ms[ms.len() / 2])
}

fn main() {
    let act = common::big_act();
    let mut size = 0;
    let times: Vec<f64> = (0..20)
        .map(|_| {
            let start = Instant::now();
            let pdf = act::render(&act).unwrap();
            let elapsed = start.elapsed().as_secs_f64() * 1000.0;
            size = pdf.len();
            elapsed
        })
        .collect();
    let pages = lopdf::Document::load_mem(&act::render(&act).unwrap()).unwrap().get_pages().len();
    let (min, median) = stats(times);
    println!(
        "act (300 observations, 100 certificates): min {min:.2} ms, median {median:.2} ms, {size} bytes, {pages} pages"
    );

    let label = common::sample_label(act::Lang::Es);
    let times: Vec<f64> = (0..20)
        .map(|_| {
            let start = Instant::now();
            size = act::label(&label).unwrap().len();
            start.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    let (min, median) = stats(times);
    println!("label: min {min:.2} ms, median {median:.2} ms, {size} bytes");
}
