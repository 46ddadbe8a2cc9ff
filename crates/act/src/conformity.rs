//! The conformity record (AC) of an after-sales request, in the delivery act's A4
//! frame: the header with the title and "code · project · unit", then five numbered
//! sections (the request, the works with the owner's verdict on each, the comment,
//! the declaration, the owner's signature). A refusal to sign is said twice: under
//! the declaration and in the signature box, which then never shows an image.

use crate::canvas::{Align, Canvas};
use crate::frame::{a4, footers, header, heading, joined, paragraph, value, Header, STRONG, TEXT, TEXT_LEADING};
use crate::i18n::{self, Texts};
use crate::images::decode;
use crate::lists::{col, table_section};
use crate::signatures::{signature_rows, signatures_section};
use crate::table::fields;
use crate::{ActError, Conformity, SignatureBox};

/// Renders the record; fails only on an image that is neither PNG nor JPEG (or is broken).
pub(crate) fn render(doc: &Conformity) -> Result<Vec<u8>, ActError> {
    let t = i18n::texts(doc.lang);
    let mut canvas = a4();
    let logo = doc.logo.as_ref().map(decode).transpose()?.map(|image| canvas.add_image(image));
    // A refusal must not show (nor embed) a signature, whatever the caller sent.
    let owner = if doc.refused { SignatureBox { image: None, ..doc.signature.clone() } } else { doc.signature.clone() };
    let mut signatures = signature_rows(&mut canvas, &[owner], t)?;
    if doc.refused {
        signatures.stamp(0, t.ac_refused_stamp);
    }

    let subtitle = joined(&[&doc.code, &doc.project_name, &doc.unit_name]);
    let top = Header { logo, company: &doc.company_name, date: doc.date, title: t.ac_title, subtitle: &subtitle };
    header(&mut canvas, t, &top);
    request(&mut canvas, doc, t);
    works(&mut canvas, doc, t);
    heading(&mut canvas, 3, t.comment, TEXT_LEADING);
    paragraph(&mut canvas, &value(doc.comment.as_deref(), t), TEXT, TEXT_LEADING);
    heading(&mut canvas, 4, t.declaration_heading, 2.0 * TEXT_LEADING);
    paragraph(&mut canvas, t.ac_declaration, TEXT, TEXT_LEADING);
    if doc.refused {
        canvas.y -= TEXT_LEADING / 2.0;
        paragraph(&mut canvas, t.ac_refused, STRONG, TEXT_LEADING);
    }
    signatures_section(&mut canvas, 5, t.ac_signature, t, &signatures);

    footers(&mut canvas, t, &subtitle);
    let title = format!("{} {}", t.ac_title, doc.code.trim());
    Ok(canvas.finish(&title))
}

/// 1. The request (number and subject), the date, the owner and the unit.
fn request(canvas: &mut Canvas, doc: &Conformity, t: &Texts) {
    heading(canvas, 1, t.ac_details, 40.0);
    let number = format!("#{}", doc.request_number);
    let items = [
        (t.ac_request, joined(&[&number, &doc.request_subject])),
        (t.date, i18n::date(doc.date)),
        (t.owner, value(Some(&doc.owner_name), t)),
        (t.unit, value(Some(&doc.unit_name), t)),
    ];
    fields(canvas, &items, 2);
}

/// 2. One row per failure: what it was, what the order did and the owner's verdict.
fn works(canvas: &mut Canvas, doc: &Conformity, t: &Texts) {
    let columns = [
        col(t.ac_number, 7.0, Align::Center),
        col(t.ac_failure, 35.0, Align::Left),
        col(t.severity, 13.0, Align::Left),
        col(t.ac_work_done, 31.0, Align::Left),
        col(t.ac_verdict, 14.0, Align::Left),
    ];
    let rows: Vec<Vec<String>> = doc
        .rows
        .iter()
        .map(|row| {
            vec![
                row.number.to_string(),
                row.label.trim().to_string(),
                value(row.severity.as_deref(), t),
                value(row.comment.as_deref(), t),
                t.verdict(row.conforming).into(),
            ]
        })
        .collect();
    table_section(canvas, 2, t.ac_rows, &columns, &rows, t.ac_no_rows);
}
