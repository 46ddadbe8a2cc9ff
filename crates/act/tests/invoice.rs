//! The invoice: one A4 page with the parties, the period, the line and the total, in the reader's language.
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failing test may panic

mod common;

use act::{invoice, Invoice, Lang};
use chrono::NaiveDate;
use common::flat_text;

fn sample(lang: Lang) -> Invoice {
    let day = |d| NaiveDate::from_ymd_opt(2026, 11, d).unwrap();
    Invoice {
        lang,
        provider: "Obra SpA".into(),
        company: "Constructora Andes".into(),
        tax_id: Some("76.123.456-7".into()),
        number: "OB-2026-0007".into(),
        issued: day(30),
        period_start: day(1),
        period_end: day(30),
        plan: "full".into(),
        seats: 42,
        amount: "CLP 1.250.000".into(),
        status: "issued".into(),
    }
}

#[test]
fn the_invoice_shows_parties_period_seats_and_total_on_one_page() {
    let pdf = invoice(&sample(Lang::Es));
    assert_eq!(lopdf::Document::load_mem(&pdf).unwrap().get_pages().len(), 1);
    let text = flat_text(&pdf);
    for expected in ["Factura", "OB-2026-0007", "Constructora Andes", "76.123.456-7", "2026-11-01", "42", "CLP 1.250.000", "Total"] {
        assert!(text.contains(expected), "missing {expected:?} in {text}");
    }
    let text = flat_text(&invoice(&sample(Lang::Pt)));
    assert!(text.contains("Fatura") && text.contains("Usuários"), "{text}");
}
