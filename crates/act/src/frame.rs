//! What the crate's A4 documents (the delivery act and the conformity record) share
//! so they look like one family: the page size and margins, the first page's header
//! (logo, company, date, title, subtitle), numbered section headings, paragraphs,
//! the "Página N de M" footer, and how an absent value prints ("—").

use chrono::NaiveDate;

use crate::canvas::{Align, Canvas, Style, MM};
use crate::fonts::Font;
use crate::i18n::{self, Texts};
use crate::table::first_baseline;
use crate::wrap::wrap;

const A4: (f32, f32) = (595.276, 841.89);
const MARGIN: f32 = 20.0 * MM;

const TITLE: Style = Style::new(Font::Bold, 16.0, 0.0);
const SUBTITLE: Style = Style::new(Font::Regular, 10.0, 0.3);
const COMPANY: Style = Style::new(Font::Bold, 11.0, 0.0);
const HEADING: Style = Style::new(Font::Bold, 11.0, 0.1);
pub(crate) const TEXT: Style = Style::new(Font::Regular, 9.5, 0.0);
pub(crate) const STRONG: Style = Style::new(Font::Bold, 9.5, 0.0);
const SMALL: Style = Style::new(Font::Regular, 9.0, 0.3);
const FOOTER: Style = Style::new(Font::Regular, 8.0, 0.4);
pub(crate) const TEXT_LEADING: f32 = 12.5;
/// Space above a heading, its line box and the space under its rule.
const HEADING_HEIGHT: f32 = 10.0 + 14.0 + 6.0;

/// An empty A4 portrait page with 20 mm margins on every side.
pub(crate) fn a4() -> Canvas {
    Canvas::new(A4.0, A4.1, MARGIN, MARGIN, MARGIN)
}

/// What the header of a document's first page shows.
pub(crate) struct Header<'a> {
    /// The logo's index on the canvas, if the company has one.
    pub logo: Option<usize>,
    pub company: &'a str,
    pub date: NaiveDate,
    pub title: &'a str,
    /// Centered under the title, wrapped to the content width.
    pub subtitle: &'a str,
}

/// Logo top-left (fit into 40 x 20 mm), company and date top-right, then the title.
pub(crate) fn header(canvas: &mut Canvas, t: &Texts, header: &Header) {
    let top = canvas.y;
    let mut block = 0.0_f32;
    if let Some(index) = header.logo {
        let (max_w, max_h) = (40.0 * MM, 20.0 * MM);
        let aspect = canvas.image_aspect(index);
        let (w, h) = if aspect >= max_w / max_h { (max_w, max_w / aspect) } else { (max_h * aspect, max_h) };
        canvas.image(index, canvas.left, top - h, w, h);
        block = h;
    }
    let right_width = canvas.content_width() - 45.0 * MM;
    let mut baseline = first_baseline(top, COMPANY.size, 14.0);
    for line in wrap(header.company.trim(), COMPANY.font, COMPANY.size, right_width) {
        canvas.text(canvas.right, baseline, COMPANY, Align::Right, &line);
        baseline -= 14.0;
    }
    let date = format!("{}: {}", t.date, i18n::date(header.date));
    canvas.text(canvas.right, baseline - 1.0, SMALL, Align::Right, &date);
    block = block.max(top - baseline + 6.0);
    canvas.y = top - block - 8.0 * MM;

    canvas.text(canvas.width / 2.0, canvas.y - 16.0, TITLE, Align::Center, header.title);
    canvas.y -= 22.0;
    for line in wrap(header.subtitle, SUBTITLE.font, SUBTITLE.size, canvas.content_width()) {
        canvas.text(canvas.width / 2.0, canvas.y - 11.0, SUBTITLE, Align::Center, &line);
        canvas.y -= 13.0;
    }
    canvas.y -= 4.0 * MM;
}

/// Draws every page's footer once the layout is done (only then is M known):
/// a rule, `left` (cut to one line with "…") and "Página N de M" on the right.
pub(crate) fn footers(canvas: &mut Canvas, t: &Texts, left: &str) {
    let total = canvas.page_count();
    for page in 0..total {
        canvas.select_page(page);
        let baseline = MARGIN - 10.0 * MM + 2.0;
        canvas.line((canvas.left, MARGIN - 5.0 * MM), (canvas.right, MARGIN - 5.0 * MM), 0.4, 0.8);
        let room = canvas.content_width() * 0.7;
        let lines = wrap(left, FOOTER.font, FOOTER.size, room);
        let mut first = lines.first().cloned().unwrap_or_default();
        if lines.len() > 1 {
            first.push('…');
        }
        canvas.text(canvas.left, baseline, FOOTER, Align::Left, &first);
        canvas.text(canvas.right, baseline, FOOTER, Align::Right, &t.page_of(page + 1, total));
    }
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
pub(crate) fn joined(parts: &[&str]) -> String {
    parts.iter().map(|s| s.trim()).filter(|s| !s.is_empty()).collect::<Vec<_>>().join(" · ")
}

/// The trimmed text, or "—" when it is absent or blank.
pub(crate) fn value(text: Option<&str>, t: &Texts) -> String {
    match text.map(str::trim) {
        Some(text) if !text.is_empty() => text.to_string(),
        _ => t.none.to_string(),
    }
}

/// The date as dd-mm-YYYY, or "—".
pub(crate) fn date(date: Option<NaiveDate>, t: &Texts) -> String {
    date.map_or_else(|| t.none.to_string(), i18n::date)
}
