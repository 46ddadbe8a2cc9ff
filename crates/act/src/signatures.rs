//! The signature boxes at the end of a document (the act's signers, the conformity
//! record's owner): two per row, each with the signature image (scaled to fit,
//! keeping its aspect ratio; a PNG's transparency shows the white page through) or
//! a stamp such as "Se negó a firmar" above a line to sign on, then the signer's
//! name, tax id and role. A row of boxes never splits across pages.

use crate::canvas::{Align, Canvas, Style, MM};
use crate::fonts::Font;
use crate::frame::{heading, paragraph, TEXT, TEXT_LEADING};
use crate::i18n::Texts;
use crate::images::decode;
use crate::table::first_baseline;
use crate::wrap::wrap;
use crate::ActError;

const NAME: Style = Style::new(Font::Bold, 9.0, 0.0);
const DETAIL: Style = Style::new(Font::Regular, 8.5, 0.0);
const ROLE: Style = Style::new(Font::Regular, 8.5, 0.35);
const STAMP: Style = Style::new(Font::Bold, 10.0, 0.3);
const STAMP_LEADING: f32 = 12.0;
const LEADING: f32 = 11.0;
const PAD: f32 = 6.0;
const GAP: f32 = 10.0 * MM;
const IMAGE_HEIGHT: f32 = 22.0 * MM;
const ROW_GAP: f32 = 4.0 * MM;

struct SignatureBox {
    image: Option<usize>,
    /// Printed where the image would be, for a box that must not stay blank.
    stamp: Vec<String>,
    lines: Vec<(Style, String)>,
}

/// The signature boxes, measured and grouped in rows of two.
pub(crate) struct SignatureLayout {
    rows: Vec<Vec<SignatureBox>>,
    box_width: f32,
}

/// Decodes the signature images (registering them on `canvas`) and wraps the texts.
pub(crate) fn signature_rows(
    canvas: &mut Canvas,
    signatures: &[crate::SignatureBox],
    t: &Texts,
) -> Result<SignatureLayout, ActError> {
    let box_width = (canvas.content_width() - GAP) / 2.0;
    let text_width = box_width - 2.0 * PAD;
    let mut boxes = Vec::with_capacity(signatures.len());
    for signature in signatures {
        let image = match &signature.image {
            Some(image) => Some(canvas.add_image(decode(image)?)),
            None => None,
        };
        let mut lines = Vec::new();
        let mut push = |style: Style, text: &str| {
            lines.extend(wrap(text, style.font, style.size, text_width).into_iter().map(|l| (style, l)));
        };
        push(NAME, signature.name.trim());
        if let Some(tax_id) = signature.tax_id.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
            push(DETAIL, &format!("{}: {tax_id}", t.tax_id));
        }
        push(ROLE, signature.role_label.trim());
        boxes.push(SignatureBox { image, stamp: Vec::new(), lines });
    }
    let mut rows = Vec::new();
    let mut iter = boxes.into_iter();
    while let Some(first) = iter.next() {
        let mut row = vec![first];
        row.extend(iter.next());
        rows.push(row);
    }
    Ok(SignatureLayout { rows, box_width })
}

/// The height of a row of boxes; the texts are capped so a row always fits a page.
fn row_height(row: &[SignatureBox]) -> f32 {
    let lines = row.iter().map(|b| b.lines.len().min(MAX_LINES)).max().unwrap_or(0).max(1);
    PAD + IMAGE_HEIGHT + 5.0 + lines as f32 * LEADING + PAD
}

const MAX_LINES: usize = 20;
/// What fits in the image area.
const MAX_STAMP_LINES: usize = 4;

impl SignatureLayout {
    pub(crate) fn is_empty(&self) -> bool {
        self.rows.is_empty()
    }

    /// Prints `text` in the image area of box `index` (in signing order), for a box
    /// that has no image but must not look blank (a refusal to sign).
    pub(crate) fn stamp(&mut self, index: usize, text: &str) {
        let width = self.box_width - 4.0 * PAD;
        if let Some(signature) = self.rows.iter_mut().flatten().nth(index) {
            signature.stamp = wrap(text, STAMP.font, STAMP.size, width);
            signature.stamp.truncate(MAX_STAMP_LINES);
        }
    }

    /// The height of the first row, to keep it with the section heading.
    pub(crate) fn first_height(&self) -> Option<f32> {
        self.rows.first().map(|row| row_height(row))
    }

    pub(crate) fn draw(&self, canvas: &mut Canvas) {
        for (index, row) in self.rows.iter().enumerate() {
            let height = row_height(row);
            if index > 0 {
                canvas.y -= ROW_GAP;
            }
            canvas.ensure(height);
            for (column, signature) in row.iter().enumerate() {
                let x = canvas.left + column as f32 * (self.box_width + GAP);
                self.draw_box(canvas, signature, x, height);
            }
            canvas.y -= height;
        }
    }

    fn draw_box(&self, canvas: &mut Canvas, signature: &SignatureBox, x: f32, height: f32) {
        let top = canvas.y;
        let width = self.box_width;
        canvas.stroke_rect(x, top - height, width, height, 0.5, 0.8);
        let line_y = top - PAD - IMAGE_HEIGHT;
        if let Some(index) = signature.image {
            let (max_w, max_h) = (width - 4.0 * PAD, IMAGE_HEIGHT - 2.0);
            let aspect = canvas.image_aspect(index);
            let (w, h) = if aspect >= max_w / max_h { (max_w, max_w / aspect) } else { (max_h * aspect, max_h) };
            canvas.image(index, x + (width - w) / 2.0, line_y + 1.0, w, h);
        }
        let stamp_height = signature.stamp.len() as f32 * STAMP_LEADING;
        let mut baseline = first_baseline(line_y + (IMAGE_HEIGHT + stamp_height) / 2.0, STAMP.size, STAMP_LEADING);
        for line in &signature.stamp {
            canvas.text(x + width / 2.0, baseline, STAMP, Align::Center, line);
            baseline -= STAMP_LEADING;
        }
        canvas.line((x + 2.0 * PAD, line_y), (x + width - 2.0 * PAD, line_y), 0.7, 0.2);
        let mut baseline = first_baseline(line_y - 5.0, NAME.size, LEADING);
        for (style, line) in signature.lines.iter().take(MAX_LINES) {
            canvas.text(x + width / 2.0, baseline, *style, Align::Center, line);
            baseline -= LEADING;
        }
    }
}

/// A numbered section with the signature boxes, its heading kept with the first row;
/// "—" when there is no signer.
pub(crate) fn signatures_section(canvas: &mut Canvas, number: u32, title: &str, t: &Texts, rows: &SignatureLayout) {
    heading(canvas, number, title, rows.first_height().unwrap_or(TEXT_LEADING));
    if rows.is_empty() {
        paragraph(canvas, t.none, TEXT, TEXT_LEADING);
        return;
    }
    rows.draw(canvas);
}
