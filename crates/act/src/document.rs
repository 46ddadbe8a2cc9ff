//! The delivery act itself: an A4 portrait document with 20 mm margins. Page 1
//! starts with the logo, the company and the date, then the title; ten numbered
//! sections follow in a fixed order (project, unit, people, meters, accessories,
//! certificates, revision, note, declaration, signatures), each printed even when
//! empty so the layout stays predictable (the sections that are tables live in
//! [`crate::lists`]). Every page gets "Página N de M".

use crate::canvas::{Align, Canvas, Style, MM};
use crate::fonts::Font;
use crate::i18n::{self, Texts};
use crate::images::decode;
use crate::lists::{accessories, certificates, meters, people, revision};
use crate::signatures::{signature_rows, SignatureLayout};
use crate::table::{fields, first_baseline};
use crate::wrap::wrap;
use crate::{Act, ActError};

const A4: (f32, f32) = (595.276, 841.89);
const MARGIN: f32 = 20.0 * MM;

const TITLE: Style = Style::new(Font::Bold, 16.0, 0.0);
const SUBTITLE: Style = Style::new(Font::Regular, 10.0, 0.3);
const COMPANY: Style = Style::new(Font::Bold, 11.0, 0.0);
const HEADING: Style = Style::new(Font::Bold, 11.0, 0.1);
pub(crate) const TEXT: Style = Style::new(Font::Regular, 9.5, 0.0);
const SMALL: Style = Style::new(Font::Regular, 9.0, 0.3);
const FOOTER: Style = Style::new(Font::Regular, 8.0, 0.4);
pub(crate) const TEXT_LEADING: f32 = 12.5;
/// Space above a heading, its line box and the space under its rule.
const HEADING_HEIGHT: f32 = 10.0 + 14.0 + 6.0;

/// Renders the act; fails only on an image that is neither PNG nor JPEG (or is broken).
pub(crate) fn render(act: &Act) -> Result<Vec<u8>, ActError> {
    let t = i18n::texts(act.lang);
    let mut canvas = Canvas::new(A4.0, A4.1, MARGIN, MARGIN, MARGIN);
    let logo = act.logo.as_ref().map(decode).transpose()?.map(|image| canvas.add_image(image));
    let signatures = signature_rows(&mut canvas, act, t)?;

    header(&mut canvas, act, t, logo);
    project(&mut canvas, act, t);
    unit(&mut canvas, act, t);
    people(&mut canvas, act, t);
    meters(&mut canvas, act, t);
    accessories(&mut canvas, act, t);
    certificates(&mut canvas, act, t);
    revision(&mut canvas, act, t);
    heading(&mut canvas, 8, t.note, TEXT_LEADING);
    let note = act.note.as_deref().map(str::trim).filter(|n| !n.is_empty());
    paragraph(&mut canvas, note.unwrap_or(t.none), TEXT, TEXT_LEADING);
    heading(&mut canvas, 9, t.declaration_heading, 2.0 * TEXT_LEADING);
    paragraph(&mut canvas, t.declaration, TEXT, TEXT_LEADING);
    signatures_section(&mut canvas, t, &signatures);

    let total = canvas.page_count();
    let footer_left = joined(&[&act.project.name, &act.unit.name]);
    for page in 0..total {
        canvas.select_page(page);
        let baseline = MARGIN - 10.0 * MM + 2.0;
        canvas.line((canvas.left, MARGIN - 5.0 * MM), (canvas.right, MARGIN - 5.0 * MM), 0.4, 0.8);
        let room = canvas.content_width() * 0.7;
        let lines = wrap(&footer_left, FOOTER.font, FOOTER.size, room);
        let mut left = lines.first().cloned().unwrap_or_default();
        if lines.len() > 1 {
            left.push('…');
        }
        canvas.text(canvas.left, baseline, FOOTER, Align::Left, &left);
        canvas.text(canvas.right, baseline, FOOTER, Align::Right, &t.page_of(page + 1, total));
    }
    let title = format!("{} {}", t.title, act.unit.name.trim());
    Ok(canvas.finish(&title))
}

/// Logo top-left (fit into 40 x 20 mm), company and date top-right, then the title.
fn header(canvas: &mut Canvas, act: &Act, t: &Texts, logo: Option<usize>) {
    let top = canvas.y;
    let mut block = 0.0_f32;
    if let Some(index) = logo {
        let (max_w, max_h) = (40.0 * MM, 20.0 * MM);
        let aspect = canvas.image_aspect(index);
        let (w, h) = if aspect >= max_w / max_h { (max_w, max_w / aspect) } else { (max_h * aspect, max_h) };
        canvas.image(index, canvas.left, top - h, w, h);
        block = h;
    }
    let right_width = canvas.content_width() - 45.0 * MM;
    let mut baseline = first_baseline(top, COMPANY.size, 14.0);
    for line in wrap(act.company_name.trim(), COMPANY.font, COMPANY.size, right_width) {
        canvas.text(canvas.right, baseline, COMPANY, Align::Right, &line);
        baseline -= 14.0;
    }
    let date = format!("{}: {}", t.date, i18n::date(act.date));
    canvas.text(canvas.right, baseline - 1.0, SMALL, Align::Right, &date);
    block = block.max(top - baseline + 6.0);
    canvas.y = top - block - 8.0 * MM;

    canvas.text(canvas.width / 2.0, canvas.y - 16.0, TITLE, Align::Center, t.title);
    canvas.y -= 22.0;
    let subtitle = joined(&[&act.project.name, &act.unit.name]);
    for line in wrap(&subtitle, SUBTITLE.font, SUBTITLE.size, canvas.content_width()) {
        canvas.text(canvas.width / 2.0, canvas.y - 11.0, SUBTITLE, Align::Center, &line);
        canvas.y -= 13.0;
    }
    canvas.y -= 4.0 * MM;
}

/// A numbered section heading with a rule under it, kept with `keep` points of what follows.
pub(crate) fn heading(canvas: &mut Canvas, number: u32, title: &str, keep: f32) {
    canvas.ensure(HEADING_HEIGHT + keep);
    if !canvas.at_page_top() {
        canvas.y -= 10.0;
    }
    canvas.text(canvas.left, canvas.y - 11.0, HEADING, Align::Left, &format!("{number}. {title}"));
    canvas.y -= 15.0;
    canvas.line((canvas.left, canvas.y), (canvas.right, canvas.y), 0.6, 0.55);
    canvas.y -= 6.0;
}

/// Wrapped text over the content width, breaking pages between lines.
pub(crate) fn paragraph(canvas: &mut Canvas, text: &str, style: Style, leading: f32) {
    for line in wrap(text, style.font, style.size, canvas.content_width()) {
        canvas.ensure(leading);
        canvas.text(canvas.left, first_baseline(canvas.y, style.size, leading), style, Align::Left, &line);
        canvas.y -= leading;
    }
}

/// The non-blank parts, trimmed, joined with " · ".
fn joined(parts: &[&str]) -> String {
    parts.iter().map(|s| s.trim()).filter(|s| !s.is_empty()).collect::<Vec<_>>().join(" · ")
}

pub(crate) fn value(text: Option<&str>, t: &Texts) -> String {
    match text.map(str::trim) {
        Some(text) if !text.is_empty() => text.to_string(),
        _ => t.none.to_string(),
    }
}

pub(crate) fn date(date: Option<chrono::NaiveDate>, t: &Texts) -> String {
    date.map_or_else(|| t.none.to_string(), i18n::date)
}

fn list(items: &[String], t: &Texts) -> String {
    let items: Vec<&str> = items.iter().map(|s| s.trim()).filter(|s| !s.is_empty()).collect();
    if items.is_empty() {
        t.none.to_string()
    } else {
        items.join(", ")
    }
}

fn project(canvas: &mut Canvas, act: &Act, t: &Texts) {
    let p = &act.project;
    heading(canvas, 1, t.project, 40.0);
    let items = [
        (t.project_name, value(Some(&p.name), t)),
        (t.address, value(p.address.as_deref(), t)),
        (t.real_estate, value(p.real_estate_name.as_deref(), t)),
        (t.real_estate_tax_id, value(p.real_estate_tax_id.as_deref(), t)),
        (t.legal_rep, value(p.legal_rep_name.as_deref(), t)),
        (t.legal_rep_tax_id, value(p.legal_rep_tax_id.as_deref(), t)),
        (t.municipal_reception, date(p.municipal_reception_date, t)),
    ];
    fields(canvas, &items, 2);
}

fn unit(canvas: &mut Canvas, act: &Act, t: &Texts) {
    let u = &act.unit;
    heading(canvas, 2, t.unit, 40.0);
    let items = [
        (t.unit, value(Some(&u.name), t)),
        (t.floor, value(u.floor.as_deref(), t)),
        (t.unit_type, value(u.unit_type.as_deref(), t)),
        (t.surface, u.surface_m2.map_or_else(|| t.none.to_string(), i18n::surface)),
        (t.parkings, list(&u.parkings, t)),
        (t.stores, list(&u.stores, t)),
        (t.scheduled_date, date(u.scheduled_date, t)),
        (t.delivery_date, date(u.delivery_date, t)),
        (t.registry_date, date(u.registry_date, t)),
        (t.responsible, value(u.responsible.as_deref(), t)),
    ];
    fields(canvas, &items, 3);
}

fn signatures_section(canvas: &mut Canvas, t: &Texts, rows: &SignatureLayout) {
    heading(canvas, 10, t.signatures, rows.first_height().unwrap_or(TEXT_LEADING));
    if rows.is_empty() {
        paragraph(canvas, t.none, TEXT, TEXT_LEADING);
        return;
    }
    rows.draw(canvas);
}
