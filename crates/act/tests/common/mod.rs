//! Sample data shared by the tests and the examples: a complete act in Spanish or
//! Portuguese, a large act (300 observations, 100 certificates), a conformity record
//! (and one with 200 rows), a signature PNG with transparency, the JPEG logo fixture,
//! and text extraction with lopdf.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use act::{
    Accessory, Act, Certificate, Conformity, ConformityRow, Image, Label, Lang, Meter, MeterKind, Observation, Person,
    Project, RevisionSummary, Role, SignatureBox, Unit,
};
use chrono::NaiveDate;

pub fn day(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).unwrap()
}

/// A 240x120 JPEG logo (a blue square and an orange disc) made with ImageMagick.
pub fn logo_jpeg() -> Image {
    Image { bytes: include_bytes!("../data/logo.jpg").to_vec() }
}

/// A `w`x`h` RGBA PNG: a transparent background with a dark blue scribble.
pub fn signature_png(w: u32, h: u32) -> Image {
    let mut rgba = vec![0_u8; (w * h * 4) as usize];
    for x in 0..w {
        let t = x as f32 / w as f32;
        let cy = h as f32 * (0.5 + 0.3 * (t * 18.0).sin() * (1.0 - t));
        for y in 0..h {
            let d = (y as f32 - cy).abs();
            if d < 2.5 {
                let i = ((y * w + x) * 4) as usize;
                let alpha = if d < 1.5 { 255 } else { 128 };
                rgba[i..i + 4].copy_from_slice(&[20, 30, 110, alpha]);
            }
        }
    }
    let mut bytes = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut bytes, w, h);
        encoder.set_color(png::ColorType::Rgba);
        encoder.set_depth(png::BitDepth::Eight);
        let mut writer = encoder.write_header().unwrap();
        writer.write_image_data(&rgba).unwrap();
    }
    Image { bytes }
}

fn person(first: &str, last: &str, role: Role, tax_id: &str) -> Person {
    Person {
        first_name: first.into(),
        last_name: last.into(),
        email: Some(format!("{}@correo.example", first.to_lowercase())),
        phone: Some("+56 9 8765 4321".into()),
        role,
        tax_id: Some(tax_id.into()),
    }
}

/// A complete act; the Portuguese one has Brazilian data.
pub fn sample_act(lang: Lang) -> Act {
    let pt = lang == Lang::Pt;
    let obs = |area: &str, place: &str, item: &str, issue: &str, comment: &str, photos| Observation {
        area: area.into(),
        place: place.into(),
        item: item.into(),
        issue: Some(issue.into()),
        severity: Some(if pt { "Média" } else { "Media" }.into()),
        comment: Some(comment.into()),
        photos,
    };
    Act {
        lang,
        logo: Some(logo_jpeg()),
        company_name: if pt { "Construtora Açaí Ltda." } else { "Constructora Andina S.A." }.into(),
        project: Project {
            name: if pt { "Residencial Ipê Amarelo" } else { "Edificio Los Aromos" }.into(),
            address: Some(
                if pt { "Rua São João, 1500, São Paulo" } else { "Av. Providencia 1234, Ñuñoa, Santiago" }.into(),
            ),
            real_estate_name: Some(if pt { "Incorporadora Ômega S.A." } else { "Inmobiliaria Peñalolén SpA" }.into()),
            real_estate_tax_id: Some(if pt { "12.345.678/0001-90" } else { "76.543.210-K" }.into()),
            legal_rep_name: Some(if pt { "João Conceição" } else { "María José Ibáñez" }.into()),
            legal_rep_tax_id: Some(if pt { "123.456.789-09" } else { "12.345.678-5" }.into()),
            municipal_reception_date: Some(day(2025, 1, 15)),
        },
        unit: Unit {
            name: if pt { "Apto 1203" } else { "Depto 1203" }.into(),
            floor: Some("12".into()),
            unit_type: Some(if pt { "3 dormitórios" } else { "3D2B" }.into()),
            surface_m2: Some(85.5),
            parkings: vec!["E-45".into(), "E-46".into()],
            stores: vec!["B-12".into()],
            scheduled_date: Some(day(2025, 3, 1)),
            delivery_date: Some(day(2025, 3, 7)),
            registry_date: Some(day(2025, 2, 20)),
            responsible: Some(if pt { "Lúcia Antônia" } else { "Tomás Güemes" }.into()),
        },
        owners: vec![
            person("Iñaki", "Muñoz", Role::Owner, "15.234.567-8"),
            person(if pt { "Conceição" } else { "Begoña" }, "Araújo", Role::Receiver, "9.876.543-2"),
        ],
        meters: vec![
            Meter { kind: MeterKind::Light, number: Some("L-778812".into()), reading: Some("00012,4 kWh".into()) },
            Meter { kind: MeterKind::ColdWater, number: Some("AF-1203".into()), reading: Some("3,2 m³".into()) },
            Meter { kind: MeterKind::HotWater, number: None, reading: None },
            Meter { kind: MeterKind::Gas, number: Some("G-55".into()), reading: Some("0,8 m³".into()) },
            Meter { kind: MeterKind::Heating, number: Some("C-9".into()), reading: Some("0".into()) },
        ],
        accessories: vec![
            Accessory {
                name: if pt { "Chaves da porta principal" } else { "Llaves puerta principal" }.into(),
                delivered: true,
                quantity: 3,
            },
            Accessory {
                name: if pt { "Controle do portão" } else { "Control remoto portón" }.into(),
                delivered: false,
                quantity: 2,
            },
        ],
        certificates: vec![Certificate {
            name: if pt { "Certificado de instalação de gás" } else { "Certificado de instalación de gas (TC6)" }
                .into(),
            delivered_by: Some(if pt { "Gás Brasília" } else { "Gasco Magallanes" }.into()),
            date: Some(day(2025, 2, 28)),
        }],
        observations: vec![
            obs(
                if pt { "Banheiro" } else { "Baño principal" },
                if pt { "Box" } else { "Ducha" },
                if pt { "Rejunte" } else { "Fragüe" },
                if pt { "Fissura" } else { "Fisura" },
                if pt { "Cozinha é ótima ção" } else { "¿Revisar sellado? ¡Urgente! Nº 5ª" },
                2,
            ),
            obs(
                if pt { "Cozinha" } else { "Cocina" },
                if pt { "Bancada" } else { "Mesón" },
                if pt { "Torneira" } else { "Grifería" },
                if pt { "Vazamento" } else { "Filtración" },
                if pt { "Trocar vedação à noite" } else { "Cambiar sello antes de la mudanza" },
                0,
            ),
        ],
        revision: RevisionSummary { complies: 120, failures: 2, not_applicable: 14, solved: 5, solved_after_sales: 1 },
        note: Some(
            if pt {
                "Entrega realizada com os proprietários presentes; pintura do hall será retocada."
            } else {
                "Entrega realizada con ambos propietarios; se retocará la pintura del pasillo."
            }
            .into(),
        ),
        date: day(2025, 3, 7),
        signatures: vec![
            SignatureBox {
                role_label: if pt { "Proprietário" } else { "Propietario" }.into(),
                name: "Iñaki Muñoz".into(),
                tax_id: Some("15.234.567-8".into()),
                image: Some(signature_png(300, 100)),
            },
            SignatureBox {
                role_label: if pt { "Recebedor" } else { "Receptor" }.into(),
                name: if pt { "Conceição Araújo" } else { "Begoña Araújo" }.into(),
                tax_id: Some("9.876.543-2".into()),
                image: None,
            },
            SignatureBox {
                role_label: if pt { "Pela construtora" } else { "Por la constructora" }.into(),
                name: if pt { "Lúcia Antônia" } else { "Tomás Güemes" }.into(),
                tax_id: None,
                image: Some(signature_png(200, 120)),
            },
        ],
    }
}

/// The sample act with 300 observations (long comments) and 100 certificates.
pub fn big_act() -> Act {
    let mut act = sample_act(Lang::Es);
    act.observations = (1..=300)
        .map(|i| Observation {
            area: format!("Recinto {}", i % 12 + 1),
            place: ["Muro norte", "Cielo", "Piso", "Ventana"][i % 4].into(),
            item: format!("Ítem número {i:03}"),
            issue: Some(["Fisura", "Mancha", "Desnivel"][i % 3].into()),
            severity: Some(["Leve", "Media", "Grave"][i % 3].into()),
            comment: Some(if i % 25 == 0 {
                "Comentario largo que describe la observación con detalle para forzar el ajuste de línea en la columna: ".repeat(3)
            } else {
                format!("Revisar y reparar, caso {i}")
            }),
            photos: (i % 4) as u32,
        })
        .collect();
    act.certificates = (1..=100)
        .map(|i| Certificate {
            name: format!("Certificado {i:03}"),
            delivered_by: Some("Empresa Eléctrica".into()),
            date: Some(day(2025, 2, (i % 28) as u32 + 1)),
        })
        .collect();
    act
}

/// A signed conformity record of three works (two conforming); the Portuguese one has Brazilian data.
pub fn sample_conformity(lang: Lang) -> Conformity {
    let pt = lang == Lang::Pt;
    let row = |number, label: &str, severity: &str, comment: &str, conforming| ConformityRow {
        number,
        label: label.into(),
        severity: Some(severity.into()),
        comment: Some(comment.into()),
        conforming,
    };
    let tap = if pt { "Cozinha › Bancada › Torneira: vazamento" } else { "Cocina › Mesón › Grifería: fuga" };
    Conformity {
        lang,
        logo: Some(logo_jpeg()),
        company_name: if pt { "Construtora Açaí Ltda." } else { "Constructora Andina S.A." }.into(),
        project_name: if pt { "Residencial Ipê Amarelo" } else { "Edificio Los Aromos" }.into(),
        unit_name: if pt { "Apto 1203" } else { "Depto 1203" }.into(),
        owner_name: if pt { "Conceição Araújo" } else { "Iñaki Muñoz" }.into(),
        request_number: 42,
        request_subject: if pt { "Infiltração no banheiro" } else { "Filtración en el baño principal" }.into(),
        code: "AC-3".into(),
        date: day(2025, 6, 18),
        rows: vec![
            row(
                1,
                if pt { "Sala › Piso › Cerâmica: trincada" } else { "Living › Piso › Cerámica: trizada" },
                if pt { "Média" } else { "Media" },
                if pt { "Trocadas 3 peças de cerâmica" } else { "Se reemplazaron 3 cerámicas" },
                true,
            ),
            row(
                2,
                if pt { "Banheiro › Box › Rejunte: fissura" } else { "Baño › Ducha › Fragüe: fisura" },
                "Grave",
                if pt { "Rejunte refeito e vedação trocada" } else { "Se rehízo el fragüe y se cambió el sello" },
                false,
            ),
            ConformityRow { number: 3, label: tap.into(), severity: None, comment: None, conforming: true },
        ],
        comment: Some(
            if pt {
                "O rejunte do box ainda apresenta manchas; solicito nova visita."
            } else {
                "El fragüe de la ducha sigue con manchas; solicito una nueva visita."
            }
            .into(),
        ),
        refused: false,
        signature: SignatureBox {
            role_label: if pt { "Proprietário" } else { "Propietario" }.into(),
            name: if pt { "Conceição Araújo" } else { "Iñaki Muñoz" }.into(),
            tax_id: Some("15.234.567-8".into()),
            image: Some(signature_png(300, 100)),
        },
    }
}

/// The Spanish conformity record with 200 rows, some with long texts.
pub fn big_conformity() -> Conformity {
    let mut doc = sample_conformity(Lang::Es);
    doc.rows = (1..=200)
        .map(|i| ConformityRow {
            number: i,
            label: format!("Recinto {} › Muro › Falla número {i:03}", i % 12 + 1),
            severity: Some(["Leve", "Media", "Grave"][i as usize % 3].into()),
            comment: Some(if i % 20 == 0 {
                "Trabajo largo que describe la reparación con detalle para forzar el ajuste de línea: ".repeat(3)
            } else {
                format!("Reparado, caso {i}")
            }),
            conforming: i % 7 != 0,
        })
        .collect();
    doc
}

pub fn sample_label(lang: Lang) -> Label {
    Label {
        lang,
        project: if lang == Lang::Pt { "Residencial Ipê Amarelo" } else { "Edificio Los Aromos" }.into(),
        unit: "Depto 1203".into(),
        floor: Some("12".into()),
        url: "https://obra.example/u/0192f3a1-7c2e".into(),
    }
}

/// The text lopdf extracts from every page, one string per page.
pub fn page_texts(pdf: &[u8]) -> Vec<String> {
    let doc = lopdf::Document::load_mem(pdf).unwrap();
    let pages = doc.get_pages().len() as u32;
    (1..=pages).map(|p| doc.extract_text(&[p]).unwrap()).collect()
}

/// All pages' text with line breaks turned into spaces, so wrapped text reads whole.
pub fn flat_text(pdf: &[u8]) -> String {
    page_texts(pdf).join("\n").split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The sample act with very long texts everywhere: names, address, comments, signers.
pub fn stress_act() -> Act {
    let mut act = sample_act(Lang::Es);
    let long =
        "Texto extraordinariamente largo con palabras normales que se repite varias veces para probar el ajuste ";
    act.company_name = format!("Constructora e Inmobiliaria {}", "Cordillera de los Andes ".repeat(4));
    act.project.address = Some(long.repeat(3));
    act.unit.name = "Departamento-dúplex-con-terraza-y-vista-al-parque-número-1203-B".into();
    act.unit.parkings = (1..=12).map(|i| format!("E-{i:03}")).collect();
    act.owners[0].email = Some("una.direccion.de.correo.muy.larga.sin.espacios@dominio-extenso.example".into());
    act.observations[0].comment = Some(format!("{} {}", "Supercalifragilístico".repeat(8), long.repeat(25)));
    act.signatures[0].name = "María de los Ángeles Fernández-Ibáñez de la Concepción y Santa Cruz".into();
    act.note = Some(long.repeat(2));
    act
}
