//! The unit's QR label: one small page with the URL and the unit's name as text and
//! the QR code drawn as filled rectangles.
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failing test may panic

mod common;

use act::{label, ActError, Label, Lang};
use common::{flat_text, sample_label};
use lopdf::Document;

#[test]
fn the_label_shows_the_url_the_project_the_unit_and_its_floor() {
    let text = flat_text(&label(&sample_label(Lang::Es)).unwrap());
    for expected in
        ["https://obra.example/u/0192f3a1-7c2e", "Depto 1203", "Edificio Los Aromos", "Unidad", "Piso", "12"]
    {
        assert!(text.contains(expected), "missing {expected:?} in {text}");
    }
    let text = flat_text(&label(&sample_label(Lang::Pt)).unwrap());
    for expected in ["Residencial Ipê Amarelo", "Unidade", "Andar"] {
        assert!(text.contains(expected), "missing {expected:?} in {text}");
    }
}

#[test]
fn the_qr_code_is_drawn_as_many_filled_rectangles_on_one_small_page() {
    let pdf = label(&sample_label(Lang::Es)).unwrap();
    let doc = Document::load_mem(&pdf).unwrap();
    let pages = doc.get_pages();
    assert_eq!(pages.len(), 1);
    let page = pages[&1];
    let content = doc.get_page_content(page);
    let ops = lopdf::content::Content::decode(&content).unwrap().operations;
    let rects = ops.iter().filter(|op| op.operator == "re").count();
    assert!(rects > 100, "only {rects} rectangles");
    assert!(ops.iter().any(|op| op.operator == "f"));
    let media_box = doc.get_dictionary(page).unwrap().get(b"MediaBox").unwrap().as_array().unwrap().clone();
    let width = media_box[2].as_float().unwrap();
    assert!((width - 283.46).abs() < 0.1, "{width}");
}

#[test]
fn the_label_is_deterministic() {
    let l = sample_label(Lang::Es);
    assert_eq!(label(&l).unwrap(), label(&l).unwrap());
}

#[test]
fn a_long_unit_name_and_a_long_url_still_fit() {
    let l = Label {
        unit: "Departamento dúplex 2301-B torre norte".into(),
        url: format!("https://obra.example/units/{}", "x".repeat(150)),
        floor: None,
        ..sample_label(Lang::Es)
    };
    let text = flat_text(&label(&l).unwrap());
    assert!(text.contains("Departamento"), "{text}");
    assert!(text.contains("https://obra.example/units/"), "{text}");
}

#[test]
fn a_url_too_long_for_a_qr_code_is_a_qr_error() {
    let l = Label { url: "x".repeat(5000), ..sample_label(Lang::Es) };
    assert!(matches!(label(&l), Err(ActError::Qr(_))));
}
