//! The report of a verification, in the delivery act's A4 frame: the header with the
//! title and "code description · project · unit", then five numbered sections (the
//! details with the answers' counts, the items with their result and note, the
//! observations the failures opened, the photos as thumbnails, the signature). A
//! verification still open prints "Sin firmar" in the signature box.

use crate::canvas::{Align, Canvas, Style, MM};
use crate::fonts::Font;
use crate::frame::{a4, date, footers, header, heading, joined, paragraph, value, Header, TEXT, TEXT_LEADING};
use crate::i18n::{self, Texts};
use crate::images::decode;
use crate::lists::{col, table_section};
use crate::signatures::{signature_rows, signatures_section};
use crate::table::fields;
use crate::verification_texts::{texts, VerificationTexts};
use crate::{ActError, CheckResult, SignatureBox, Verification};

const CAPTION: Style = Style::new(Font::Regular, 8.0, 0.3);
const THUMBS_PER_ROW: usize = 4;
const THUMB_HEIGHT: f32 = 38.0 * MM;
const THUMB_GAP: f32 = 4.0 * MM;
/// A row of thumbnails with its caption line.
const THUMB_ROW: f32 = THUMB_HEIGHT + 14.0;

/// Renders the report; fails only on a signature or logo that is neither PNG nor JPEG (or is broken).
pub(crate) fn render(doc: &Verification) -> Result<Vec<u8>, ActError> {
    let t = i18n::texts(doc.lang);
    let vt = texts(doc.lang);
    let mut canvas = a4();
    let logo = doc.logo.as_ref().map(decode).transpose()?.map(|image| canvas.add_image(image));
    let signer = SignatureBox {
        role_label: match doc.signed_date {
            Some(day) => format!("{} · {} {}", vt.signer_role, vt.signed_on, i18n::date(day)),
            None => vt.signer_role.to_string(),
        },
        name: value(doc.signer.as_deref(), t),
        tax_id: None,
        image: doc.signature.clone(),
    };
    let mut signatures = signature_rows(&mut canvas, &[signer], t)?;
    if doc.signature.is_none() {
        signatures.stamp(0, vt.unsigned);
    }

    let activity = format!("{} {}", doc.activity_code.trim(), doc.activity_description.trim());
    let subtitle = joined(&[&activity, &doc.project_name, doc.unit.as_deref().unwrap_or_default()]);
    let top = Header { logo, company: &doc.company_name, date: doc.date, title: vt.title, subtitle: &subtitle };
    header(&mut canvas, t, &top);
    details(&mut canvas, doc, t, vt, &activity);
    items(&mut canvas, doc, t, vt);
    observations(&mut canvas, doc, t, vt);
    photos(&mut canvas, doc, vt);
    signatures_section(&mut canvas, 5, vt.signature, t, &signatures);

    footers(&mut canvas, t, &subtitle);
    Ok(canvas.finish(&format!("{} {}", vt.title, activity.trim())))
}

/// 1. The project, activity, unit, template, responsible, planned date and state, then the answers' counts.
fn details(canvas: &mut Canvas, doc: &Verification, t: &Texts, vt: &VerificationTexts, activity: &str) {
    heading(canvas, 1, vt.details, 40.0);
    let fields_of = [
        (t.project, value(Some(&doc.project_name), t)),
        (vt.activity, value(Some(activity), t)),
        (t.unit, value(doc.unit.as_deref(), t)),
        (vt.template, value(Some(&doc.template), t)),
        (t.responsible, value(doc.responsible.as_deref(), t)),
        (vt.scheduled, date(doc.scheduled_date, t)),
        (vt.state, vt.state(doc.closed).to_string()),
    ];
    fields(canvas, &fields_of, 2);
    let count = |r: CheckResult| doc.items.iter().filter(|i| i.result == r).count();
    let results = [CheckResult::Complies, CheckResult::Failure, CheckResult::NotApplicable, CheckResult::Pending];
    let summary: Vec<String> = results.iter().map(|r| format!("{}: {}", vt.result(*r), count(*r))).collect();
    paragraph(canvas, &summary.join(" · "), TEXT, TEXT_LEADING);
}

/// 2. One row per item: number, text, result, note and photo count.
fn items(canvas: &mut Canvas, doc: &Verification, t: &Texts, vt: &VerificationTexts) {
    let columns = [
        col(vt.number, 7.0, Align::Center),
        col(vt.item, 38.0, Align::Left),
        col(vt.result, 14.0, Align::Left),
        col(vt.note, 33.0, Align::Left),
        col(vt.photos, 8.0, Align::Center),
    ];
    let rows: Vec<Vec<String>> = doc
        .items
        .iter()
        .map(|i| {
            vec![
                i.number.to_string(),
                i.text.trim().to_string(),
                vt.result(i.result).into(),
                value(i.note.as_deref(), t),
                i.photos.to_string(),
            ]
        })
        .collect();
    table_section(canvas, 2, vt.items, &columns, &rows, vt.no_items);
}

/// 3. The observations: the item they came from, what to fix, by when, by whom and their state.
fn observations(canvas: &mut Canvas, doc: &Verification, t: &Texts, vt: &VerificationTexts) {
    let columns = [
        col(vt.number, 7.0, Align::Center),
        col(vt.description, 37.0, Align::Left),
        col(vt.deadline, 13.0, Align::Left),
        col(t.responsible, 20.0, Align::Left),
        col(vt.state, 23.0, Align::Left),
    ];
    let rows: Vec<Vec<String>> = doc
        .observations
        .iter()
        .map(|o| {
            let state = match (o.open, o.closing_note.as_deref().map(str::trim).filter(|n| !n.is_empty())) {
                (true, _) => vt.open.to_string(),
                (false, Some(note)) => format!("{}: {note}", vt.closed),
                (false, None) => vt.closed.to_string(),
            };
            vec![
                o.item_number.to_string(),
                o.description.trim().to_string(),
                i18n::date(o.deadline),
                value(o.responsible.as_deref(), t),
                state,
            ]
        })
        .collect();
    table_section(canvas, 3, vt.observations, &columns, &rows, vt.no_observations);
}

/// 4. The photos as thumbnails, four to a row, each captioned with its item; rows never split.
fn photos(canvas: &mut Canvas, doc: &Verification, vt: &VerificationTexts) {
    let shown: Vec<(usize, u32)> = doc
        .photos
        .iter()
        .filter_map(|p| decode(&p.image).ok().map(|image| (canvas.add_image(image), p.item_number)))
        .collect();
    heading(canvas, 4, vt.photos, if shown.is_empty() { TEXT_LEADING } else { THUMB_ROW });
    if shown.is_empty() {
        paragraph(canvas, vt.no_photos, TEXT, TEXT_LEADING);
        return;
    }
    let width = (canvas.content_width() - THUMB_GAP * (THUMBS_PER_ROW - 1) as f32) / THUMBS_PER_ROW as f32;
    for (n, row) in shown.chunks(THUMBS_PER_ROW).enumerate() {
        if n > 0 {
            canvas.y -= THUMB_GAP;
        }
        canvas.ensure(THUMB_ROW);
        let bottom = canvas.y - THUMB_HEIGHT;
        for (i, (index, item)) in row.iter().enumerate() {
            let x = canvas.left + i as f32 * (width + THUMB_GAP);
            let aspect = canvas.image_aspect(*index);
            let (w, h) = if aspect >= width / THUMB_HEIGHT {
                (width, width / aspect)
            } else {
                (THUMB_HEIGHT * aspect, THUMB_HEIGHT)
            };
            canvas.image(*index, x + (width - w) / 2.0, bottom + (THUMB_HEIGHT - h) / 2.0, w, h);
            canvas.stroke_rect(x, bottom, width, THUMB_HEIGHT, 0.4, 0.8);
            canvas.text(x + width / 2.0, bottom - 10.0, CAPTION, Align::Center, &format!("{} {item}", vt.item));
        }
        canvas.y -= THUMB_ROW;
    }
}
