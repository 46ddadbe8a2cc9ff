//! The unit's printable label: one 100 x 70 mm landscape page with the QR code of
//! the unit's URL on the left (vector rectangles from the `qrcode` module matrix,
//! with the standard 4-module quiet zone), the URL printed under it, and on the right
//! the project, the unit's name (as large as fits) and its floor.

use qrcode::{Color, EcLevel, QrCode};

use crate::canvas::{Align, Canvas, Style, MM};
use crate::fonts::Font;
use crate::i18n;
use crate::table::first_baseline;
use crate::wrap::wrap;
use crate::{ActError, Label};

const SIZE: (f32, f32) = (100.0 * MM, 70.0 * MM);
const MARGIN: f32 = 5.0 * MM;
const QR_SIDE: f32 = 50.0 * MM;
const QR_TOP: f32 = 4.0 * MM;
const CAPTION: Style = Style::new(Font::Regular, 7.5, 0.4);
const PROJECT: Style = Style::new(Font::Bold, 10.0, 0.2);
const FLOOR: Style = Style::new(Font::Regular, 11.0, 0.0);
/// Unit names shrink from the first size to the last until they fit in two lines.
const UNIT_SIZES: [f32; 6] = [24.0, 21.0, 18.0, 15.0, 13.0, 11.0];
const URL_SIZES: [f32; 5] = [7.5, 7.0, 6.5, 6.0, 5.5];
const URL_MAX_LINES: usize = 3;

/// Renders the label page.
pub(crate) fn render(label: &Label) -> Result<Vec<u8>, ActError> {
    let t = i18n::texts(label.lang);
    let code = QrCode::with_error_correction_level(label.url.as_bytes(), EcLevel::M)
        .map_err(|e| ActError::Qr(e.to_string()))?;
    let mut canvas = Canvas::new(SIZE.0, SIZE.1, MARGIN, MARGIN, MARGIN);

    // The QR code: one rectangle per horizontal run of dark modules.
    let qr_top = SIZE.1 - QR_TOP;
    let modules = code.width();
    let module = QR_SIDE / (modules + 8) as f32;
    let colors = code.to_colors();
    let mut rects = Vec::new();
    for (row, line) in colors.chunks(modules.max(1)).enumerate() {
        let y = qr_top - (row + 5) as f32 * module;
        let mut column = 0;
        while column < line.len() {
            if line[column] != Color::Dark {
                column += 1;
                continue;
            }
            let start = column;
            while column < line.len() && line[column] == Color::Dark {
                column += 1;
            }
            rects.push((MARGIN + (start + 4) as f32 * module, y, (column - start) as f32 * module, module));
        }
    }
    canvas.fill_rects(&rects, 0.0);

    // The URL under the QR code, in the largest size that takes at most three lines.
    let url = label.url.trim();
    let (size, mut lines) = URL_SIZES
        .iter()
        .map(|&size| (size, wrap(url, Font::Regular, size, QR_SIDE)))
        .find(|(_, lines)| lines.len() <= URL_MAX_LINES)
        .unwrap_or_else(|| (5.5, wrap(url, Font::Regular, 5.5, QR_SIDE)));
    lines.truncate(URL_MAX_LINES);
    let url_style = Style::new(Font::Regular, size, 0.0);
    let mut baseline = first_baseline(qr_top - QR_SIDE - 1.0, size, size * 1.2);
    for line in &lines {
        canvas.text(MARGIN + QR_SIDE / 2.0, baseline, url_style, Align::Center, line);
        baseline -= size * 1.2;
    }

    // The texts on the right.
    let x = MARGIN + QR_SIDE + 5.0 * MM;
    let width = SIZE.0 - MARGIN - x;
    let mut y = qr_top - 4.0 * MM;
    for line in wrap(label.project.trim(), PROJECT.font, PROJECT.size, width).iter().take(3) {
        canvas.text(x, first_baseline(y, PROJECT.size, 12.5), PROJECT, Align::Left, line);
        y -= 12.5;
    }
    y -= 4.0 * MM;
    canvas.text(x, first_baseline(y, CAPTION.size, 9.0), CAPTION, Align::Left, t.unit);
    y -= 9.0;
    let unit = label.unit.trim();
    let (size, lines) = UNIT_SIZES
        .iter()
        .map(|&size| (size, wrap(unit, Font::Bold, size, width)))
        .find(|(_, lines)| lines.len() <= 2)
        .unwrap_or_else(|| (11.0, wrap(unit, Font::Bold, 11.0, width)));
    let unit_style = Style::new(Font::Bold, size, 0.0);
    for line in lines.iter().take(3) {
        canvas.text(x, first_baseline(y, size, size * 1.15), unit_style, Align::Left, line);
        y -= size * 1.15;
    }
    if let Some(floor) = label.floor.as_deref().map(str::trim).filter(|f| !f.is_empty()) {
        y -= 3.0 * MM;
        canvas.text(x, first_baseline(y, CAPTION.size, 9.0), CAPTION, Align::Left, t.floor);
        y -= 9.0;
        for line in wrap(floor, FLOOR.font, FLOOR.size, width).iter().take(2) {
            canvas.text(x, first_baseline(y, FLOOR.size, 13.0), FLOOR, Align::Left, line);
            y -= 13.0;
        }
    }
    Ok(canvas.finish(&format!("{} {}", label.project.trim(), unit)))
}
