//! The verification report as lopdf reads it back: its labels and rows in Spanish and
//! Portuguese, an open (unsigned) report, 120 items over several pages with the
//! photos as thumbnails, determinism, and broken images.
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failing test may panic

mod common;

use act::{verification, ActError, CheckItem, CheckObservation, CheckPhoto, CheckResult, Image, Lang, Verification};
use common::{day, flat_text, logo_jpeg, page_texts, signature_png};

fn sample(lang: Lang) -> Verification {
    let pt = lang == Lang::Pt;
    let item = |number, text: &str, result, note: Option<&str>, photos| CheckItem {
        number,
        text: text.into(),
        result,
        note: note.map(String::from),
        photos,
    };
    Verification {
        lang,
        logo: Some(logo_jpeg()),
        company_name: if pt { "Construtora Açaí Ltda." } else { "Constructora Andina S.A." }.into(),
        project_name: if pt { "Residencial Ipê Amarelo" } else { "Edificio Los Aromos" }.into(),
        activity_code: "2.3".into(),
        activity_description: if pt { "Reboco 3º andar" } else { "Estucos piso 3" }.into(),
        unit: Some(if pt { "Apto 301" } else { "Depto 301" }.into()),
        template: if pt { "Reboco" } else { "Estucos" }.into(),
        responsible: Some("Iñaki Muñoz".into()),
        scheduled_date: Some(day(2025, 6, 16)),
        date: day(2025, 6, 18),
        closed: true,
        items: vec![
            item(1, if pt { "Prumo das paredes" } else { "Plomo de muros" }, CheckResult::Failure, Some("Fisura"), 0),
            item(2, if pt { "Textura" } else { "Textura uniforme" }, CheckResult::Complies, None, 1),
            item(3, "Cantos", CheckResult::NotApplicable, None, 0),
        ],
        observations: vec![CheckObservation {
            item_number: 1,
            description: if pt { "Corrigir a fissura" } else { "Reparar la fisura" }.into(),
            deadline: day(2025, 6, 25),
            responsible: Some("Rodrigo Paredes".into()),
            open: true,
            closing_note: None,
        }],
        photos: vec![CheckPhoto { item_number: 2, image: signature_png(60, 40) }],
        signer: Some("Carolina Vergara".into()),
        signature: Some(signature_png(200, 80)),
        signed_date: Some(day(2025, 6, 18)),
    }
}

fn assert_contains_all(text: &str, expected: &[&str]) {
    let missing: Vec<&&str> = expected.iter().filter(|s| !text.contains(**s)).collect();
    assert!(missing.is_empty(), "missing {missing:?} in:\n{text}");
}

#[test]
fn the_spanish_report_has_its_details_items_observations_photos_and_signature() {
    let text = flat_text(&verification(&sample(Lang::Es)).unwrap());
    assert_contains_all(
        &text,
        &[
            "Constructora Andina S.A.",
            "Fecha: 18-06-2025",
            "Informe de verificación",
            "2.3 Estucos piso 3 · Edificio Los Aromos · Depto 301",
            "1. Antecedentes",
            "Actividad",
            "Plantilla",
            "Estucos",
            "Fecha programada",
            "16-06-2025",
            "Estado",
            "Cerrada",
            "Cumple: 1 · Falla: 1 · No aplica: 1 · Pendiente: 0",
            "2. Ítems verificados",
            "1 Plomo de muros Falla Fisura 0",
            "2 Textura uniforme Cumple — 1",
            "3 Cantos No aplica — 0",
            "3. Observaciones",
            "1 Reparar la fisura 25-06-2025 Rodrigo Paredes Abierta",
            "4. Fotos",
            "Ítem 2",
            "5. Firma",
            "Carolina Vergara",
            "Responsable de la verificación · Firmado el 18-06-2025",
            "Página 1 de 1",
        ],
    );
    assert!(!text.contains("Sin firmar"), "{text}");
}

#[test]
fn the_portuguese_report_has_its_labels_with_their_accents() {
    let text = flat_text(&verification(&sample(Lang::Pt)).unwrap());
    assert_contains_all(
        &text,
        &[
            "Relatório de verificação",
            "1. Identificação",
            "Atividade",
            "Modelo",
            "Situação",
            "Encerrada",
            "2. Itens verificados",
            "1 Prumo das paredes Não conforme Fisura 0",
            "Não se aplica",
            "3. Apontamentos",
            "Corrigir a fissura",
            "4. Fotos",
            "Item 2",
            "5. Assinatura",
            "Responsável pela verificação · Assinado em 18-06-2025",
        ],
    );
}

#[test]
fn an_open_report_is_unsigned_and_an_empty_one_prints_every_heading() {
    let open = Verification { closed: false, signature: None, signed_date: None, ..sample(Lang::Es) };
    let text = flat_text(&verification(&open).unwrap());
    assert_contains_all(&text, &["Abierta", "Sin firmar", "Carolina Vergara"]);
    let text = flat_text(&verification(&Verification::default()).unwrap());
    assert_contains_all(
        &text,
        &["Informe de verificación", "Sin ítems.", "Sin observaciones.", "Sin fotos.", "5. Firma", "Sin firmar"],
    );
}

#[test]
fn a_long_checklist_flows_over_pages_with_its_photos_as_thumbnails() {
    let mut doc = sample(Lang::Es);
    doc.items = (1..=120)
        .map(|n| CheckItem {
            number: n,
            text: format!("Ítem de control número {n}"),
            result: CheckResult::Complies,
            note: None,
            photos: 1,
        })
        .collect();
    doc.photos = (1..=10).map(|n| CheckPhoto { item_number: n, image: signature_png(80, 60) }).collect();
    let pages = page_texts(&verification(&doc).unwrap());
    let total = pages.len();
    assert!(total >= 3, "only {total} pages");
    for (i, text) in pages.iter().enumerate() {
        assert!(text.contains(&format!("Página {} de {total}", i + 1)), "page {}", i + 1);
    }
    let all = pages.join(" ");
    assert!(all.contains("Ítem de control número 120"));
    assert!(all.contains("Ítem 10"));
}

#[test]
fn rendering_twice_gives_identical_bytes() {
    for doc in [sample(Lang::Es), sample(Lang::Pt), Verification::default()] {
        assert_eq!(verification(&doc).unwrap(), verification(&doc).unwrap());
    }
}

#[test]
fn a_broken_signature_is_an_error_and_a_broken_photo_is_left_out() {
    let mut doc = sample(Lang::Es);
    doc.photos.push(CheckPhoto { item_number: 3, image: Image { bytes: b"not an image".to_vec() } });
    let text = flat_text(&verification(&doc).unwrap());
    assert!(text.contains("Ítem 2") && !text.contains("Ítem 3 "), "{text}");
    doc.signature = Some(Image { bytes: b"<svg/>".to_vec() });
    assert!(matches!(verification(&doc), Err(ActError::Image(_))));
}
