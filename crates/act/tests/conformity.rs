//! The conformity record (AC) as lopdf reads it back: its labels in Spanish and in
//! Portuguese, every row with its own verdict, a refusal to sign, 200 rows over
//! several pages, determinism and broken images.
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failing test may panic

mod common;

use act::{conformity, ActError, Conformity, Image, Lang};
use common::{big_conformity, flat_text, page_texts, sample_conformity};
use lopdf::Document;

fn assert_contains_all(text: &str, expected: &[&str]) {
    let missing: Vec<&&str> = expected.iter().filter(|s| !text.contains(**s)).collect();
    assert!(missing.is_empty(), "missing {missing:?} in:\n{text}");
}

/// The filter of every image XObject that is not itself a soft mask.
fn image_filters(pdf: &[u8]) -> Vec<String> {
    let doc = Document::load_mem(pdf).unwrap();
    let masks: Vec<_> =
        doc.objects.values().filter_map(|o| o.as_stream().ok()?.dict.get(b"SMask").ok()?.as_reference().ok()).collect();
    doc.objects
        .iter()
        .filter(|(id, _)| !masks.contains(id))
        .filter_map(|(_, o)| {
            let dict = &o.as_stream().ok()?.dict;
            (dict.get(b"Subtype").ok()?.as_name().ok()? == b"Image").then_some(())?;
            Some(String::from_utf8_lossy(dict.get(b"Filter").ok()?.as_name().ok()?).to_string())
        })
        .collect()
}

#[test]
fn the_spanish_record_has_its_title_fields_table_comment_declaration_and_signature() {
    let text = flat_text(&conformity(&sample_conformity(Lang::Es)).unwrap());
    assert_contains_all(&text, &[
        "Constructora Andina S.A.", "Fecha: 18-06-2025", "Acta de conformidad",
        "AC-3 · Edificio Los Aromos · Depto 1203",
        "1. Antecedentes", "Solicitud de postventa", "#42 · Filtración en el baño principal", "Fecha", "18-06-2025",
        "Propietario", "Iñaki Muñoz", "Unidad",
        "2. Trabajos revisados", "N.º", "Falla", "Severidad", "Trabajo realizado", "Veredicto",
        "3. Comentario", "El fragüe de la ducha sigue con manchas; solicito una nueva visita.",
        "4. Declaración",
        "El propietario declara haber revisado los trabajos indicados y deja constancia de su conformidad o disconformidad con cada uno.",
        "5. Firma", "RUT: 15.234.567-8",
        "Página 1 de 1",
    ]);
    assert!(!text.contains("negó"), "{text}");
}

#[test]
fn the_portuguese_record_has_its_labels_with_their_accents() {
    let text = flat_text(&conformity(&sample_conformity(Lang::Pt)).unwrap());
    assert_contains_all(&text, &[
        "Construtora Açaí Ltda.", "Data: 18-06-2025", "Termo de conformidade",
        "AC-3 · Residencial Ipê Amarelo · Apto 1203",
        "1. Identificação", "Solicitação de pós-venda", "#42 · Infiltração no banheiro",
        "Proprietário", "Conceição Araújo", "Unidade",
        "2. Serviços verificados", "Nº", "Falha", "Gravidade", "Serviço realizado", "Parecer",
        "Conforme", "Não conforme",
        "3. Comentário", "O rejunte do box ainda apresenta manchas; solicito nova visita.",
        "4. Declaração",
        "O proprietário declara ter verificado os serviços indicados e registra sua conformidade ou não conformidade com cada um.",
        "5. Assinatura", "CPF: 15.234.567-8",
        "Página 1 de 1",
    ]);
    assert!(!text.contains("recusou"), "{text}");
}

#[test]
fn every_row_prints_its_number_label_severity_work_and_its_own_verdict_in_order() {
    for lang in [Lang::Es, Lang::Pt] {
        let doc = sample_conformity(lang);
        let text = flat_text(&conformity(&doc).unwrap());
        let (yes, no) = if lang == Lang::Es { ("Conforme", "No conforme") } else { ("Conforme", "Não conforme") };
        for row in &doc.rows {
            let verdict = if row.conforming { yes } else { no };
            let severity = row.severity.as_deref().unwrap_or("—");
            let work = row.comment.as_deref().unwrap_or("—");
            let expected = format!("{} {} {severity} {work} {verdict}", row.number, row.label);
            assert!(text.contains(&expected), "missing {expected:?} in:\n{text}");
        }
    }
}

#[test]
fn a_refused_record_says_so_twice_and_embeds_no_signature_even_if_one_was_sent() {
    for (lang, sentence, stamp) in [
        (Lang::Es, "El propietario se negó a firmar.", "Se negó a firmar"),
        (Lang::Pt, "O proprietário se recusou a assinar.", "Recusou-se a assinar"),
    ] {
        let signed = sample_conformity(lang);
        assert!(signed.signature.image.is_some());
        assert_eq!(image_filters(&conformity(&signed).unwrap()).iter().filter(|f| *f == "FlateDecode").count(), 1);

        let refused = Conformity { refused: true, ..signed };
        let pdf = conformity(&refused).unwrap();
        let text = flat_text(&pdf);
        assert_contains_all(&text, &[sentence, stamp, &refused.signature.name]);
        assert_eq!(image_filters(&pdf), vec!["DCTDecode".to_string()], "only the logo");

        let without_images = Conformity { logo: None, ..refused.clone() };
        assert!(image_filters(&conformity(&without_images).unwrap()).is_empty());
        let broken = Some(Image { bytes: b"x".to_vec() });
        let with_a_broken_one =
            Conformity { signature: act::SignatureBox { image: broken, ..refused.signature.clone() }, ..refused };
        assert!(conformity(&with_a_broken_one).is_ok(), "a refusal ignores the image");
    }
}

#[test]
fn two_hundred_rows_flow_over_pages_with_the_table_header_and_n_of_m_footers() {
    let doc = big_conformity();
    let pdf = conformity(&doc).unwrap();
    let pages = page_texts(&pdf);
    let total = pages.len();
    assert!(total >= 4, "only {total} pages");
    for (i, text) in pages.iter().enumerate() {
        let footer = format!("Página {} de {total}", i + 1);
        assert!(text.contains(&footer), "page {} lacks {footer:?}", i + 1);
        if text.contains("Falla número") {
            assert!(text.lines().any(|l| l.trim() == "Veredicto"), "page {} lacks the table header", i + 1);
        }
    }
    let all = flat_text(&pdf);
    for row in &doc.rows {
        assert!(all.contains(&row.label), "missing {}", row.label);
    }
    assert_eq!(all.matches("No conforme").count(), doc.rows.iter().filter(|r| !r.conforming).count());
    assert!(pages[total - 1].contains("5. Firma"));
}

#[test]
fn rendering_twice_gives_identical_bytes() {
    let refused = Conformity { refused: true, ..sample_conformity(Lang::Pt) };
    for doc in [sample_conformity(Lang::Es), refused, big_conformity(), Conformity::default()] {
        assert_eq!(conformity(&doc).unwrap(), conformity(&doc).unwrap());
    }
}

#[test]
fn an_empty_record_prints_every_heading_and_the_no_rows_line() {
    let text = flat_text(&conformity(&Conformity::default()).unwrap());
    let expected =
        ["Acta de conformidad", "1. Antecedentes", "#0", "2. Trabajos revisados", "Sin trabajos que revisar."];
    assert_contains_all(&text, &expected);
    assert_contains_all(&text, &["3. Comentario", "4. Declaración", "5. Firma", "Página 1 de 1"]);
}

#[test]
fn a_broken_signature_or_logo_is_an_image_error() {
    let mut doc = sample_conformity(Lang::Es);
    doc.signature.image = Some(Image { bytes: b"not an image".to_vec() });
    assert!(matches!(conformity(&doc), Err(ActError::Image(_))));
    let mut png = common::signature_png(40, 20).bytes;
    png.truncate(60);
    doc.signature.image = Some(Image { bytes: png });
    assert!(matches!(conformity(&doc), Err(ActError::Image(_))));

    let mut doc = sample_conformity(Lang::Es);
    doc.logo = Some(Image { bytes: b"<svg/>".to_vec() });
    assert!(matches!(conformity(&doc), Err(ActError::Image(_))));
}
