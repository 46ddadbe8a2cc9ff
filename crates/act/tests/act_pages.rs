//! Page flow of the act: many observations and certificates over several pages,
//! "Página N de M" footers, repeated table headers, determinism and speed.
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failing test may panic

mod common;

use std::time::Instant;

use act::{render, Lang, Observation};
use common::{big_act, flat_text, page_texts, sample_act, stress_act};

#[test]
fn three_hundred_observations_and_a_hundred_certificates_flow_over_pages_with_n_of_m_footers() {
    let act = big_act();
    let start = Instant::now();
    let pdf = render(&act).unwrap();
    let elapsed = start.elapsed();
    println!("big act: {} bytes in {elapsed:?}", pdf.len());
    if !cfg!(debug_assertions) {
        assert!(elapsed.as_secs_f64() < 1.0, "took {elapsed:?}");
    }
    let pages = page_texts(&pdf);
    let total = pages.len();
    assert!(total >= 5, "only {total} pages");
    for (i, text) in pages.iter().enumerate() {
        let footer = format!("Página {} de {total}", i + 1);
        assert!(text.contains(&footer), "page {} lacks {footer:?}", i + 1);
    }
    let all = flat_text(&pdf);
    for observation in &act.observations {
        assert!(all.contains(&observation.item), "missing {}", observation.item);
    }
    for certificate in &act.certificates {
        assert!(all.contains(&certificate.name), "missing {}", certificate.name);
    }
    assert!(all.contains("Comentario largo que describe la observación con detalle"));
}

#[test]
fn the_observations_header_repeats_on_every_page_the_table_spans() {
    let pages = page_texts(&render(&big_act()).unwrap());
    let with_items: Vec<&String> = pages.iter().filter(|p| p.contains("Ítem número")).collect();
    assert!(with_items.len() >= 3);
    for page in with_items {
        for title in ["Recinto", "Lugar", "Ítem", "Problema", "Severidad", "Comentario", "Fotos"] {
            assert!(page.lines().any(|l| l.trim() == title), "header {title:?} missing on a page");
        }
    }
}

#[test]
fn a_comment_taller_than_a_page_splits_over_pages_without_losing_text() {
    let mut act = sample_act(Lang::Es);
    let words: Vec<String> = (0..1500).map(|i| format!("palabra{i}")).collect();
    act.observations.push(Observation {
        area: "Living".into(),
        place: "Muro".into(),
        item: "Pintura".into(),
        comment: Some(words.join(" ")),
        ..Observation::default()
    });
    let pdf = render(&act).unwrap();
    let all = flat_text(&pdf);
    for word in &words {
        assert!(all.contains(&format!("{word} ")), "missing {word}");
    }
    assert!(page_texts(&pdf).len() >= 3);
}

#[test]
fn rendering_twice_gives_identical_bytes() {
    for act in [sample_act(Lang::Es), sample_act(Lang::Pt), big_act()] {
        assert_eq!(render(&act).unwrap(), render(&act).unwrap());
    }
}

#[test]
fn a_row_of_signatures_never_splits_across_pages() {
    // Push the signatures towards the bottom of a page with more and more observations.
    for extra in 0..40 {
        let mut act = sample_act(Lang::Es);
        act.observations =
            (0..extra).map(|i| Observation { item: format!("Ítem {i}"), ..Observation::default() }).collect();
        let pages = page_texts(&render(&act).unwrap());
        let page_of = |needle: &str| pages.iter().position(|p| p.contains(needle)).unwrap();
        let (first, second) = (page_of("RUT: 15.234.567-8"), page_of("RUT: 9.876.543-2"));
        assert_eq!(first, second, "the first row split with {extra} observations");
        assert!(
            pages[first].contains("Iñaki Muñoz\nRUT: 15.234.567-8\nPropietario\nBegoña Araújo"),
            "with {extra} observations"
        );
        assert!(page_of("Por la constructora") >= first);
    }
}

#[test]
fn very_long_names_addresses_and_comments_wrap_and_stay_extractable() {
    let act = stress_act();
    let pdf = render(&act).unwrap();
    let squeezed: String = flat_text(&pdf).split_whitespace().collect();
    for text in [
        act.signatures[0].name.as_str(),
        act.owners[0].email.as_deref().unwrap(),
        act.unit.name.as_str(),
        // The comment splits over two pages (header and footer in between): its two ends.
        &act.observations[0].comment.as_deref().unwrap()[..600],
        &act.observations[0].comment.as_deref().unwrap()[2000..],
        act.project.address.as_deref().unwrap(),
    ] {
        let text: String = text.split_whitespace().collect();
        assert!(squeezed.contains(&text), "missing {text}");
    }
}
