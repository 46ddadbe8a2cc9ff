//! Tables and field grids. A [`Table`] wraps every cell to its column, breaks pages
//! between rows (repeating the header on the new page) and splits a row only when
//! it is taller than a whole page. [`fields`] lays labelled values out in a grid of
//! equal columns, a small gray label above each value.

use crate::canvas::{Align, Canvas, Style};
use crate::fonts::Font;
use crate::wrap::wrap;

const HEAD: Style = Style::new(Font::Bold, 8.0, 0.0);
const BODY: Style = Style::new(Font::Regular, 8.0, 0.0);
const LEADING: f32 = 10.0;
const PAD_X: f32 = 3.0;
const PAD_Y: f32 = 2.5;
const HEADER_FILL: f32 = 0.9;
const RULE_GRAY: f32 = 0.75;

/// One column: its title, its share of the table's width and its alignment.
pub(crate) struct Column<'a> {
    pub title: &'a str,
    pub share: f32,
    pub align: Align,
}

/// A table ready to draw: cells already wrapped to their column widths.
pub(crate) struct Table {
    x: Vec<f32>,
    widths: Vec<f32>,
    aligns: Vec<Align>,
    header: Vec<Vec<String>>,
    rows: Vec<Vec<Vec<String>>>,
}

/// The first baseline of a box whose top is `top`, for text set at `size`.
pub(crate) fn first_baseline(top: f32, size: f32, leading: f32) -> f32 {
    top - (leading - size) / 2.0 - 0.75 * size
}

fn line_count(cells: &[Vec<String>]) -> usize {
    cells.iter().map(Vec::len).max().unwrap_or(0).max(1)
}

fn height(lines: usize) -> f32 {
    lines as f32 * LEADING + 2.0 * PAD_Y
}

impl Table {
    /// Lays out `rows` (one string per column) across the canvas' content width.
    pub(crate) fn new(canvas: &Canvas, columns: &[Column], rows: &[Vec<String>]) -> Self {
        let total: f32 = columns.iter().map(|c| c.share).sum::<f32>().max(f32::EPSILON);
        let mut x = Vec::with_capacity(columns.len());
        let mut widths = Vec::with_capacity(columns.len());
        let mut left = canvas.left;
        for column in columns {
            let width = canvas.content_width() * column.share / total;
            x.push(left);
            widths.push(width);
            left += width;
        }
        let cell = |text: &str, style: Style, width: f32| wrap(text, style.font, style.size, width - 2.0 * PAD_X);
        let header = columns.iter().zip(&widths).map(|(c, &w)| cell(c.title, HEAD, w)).collect();
        let rows = rows
            .iter()
            .map(|row| {
                widths.iter().enumerate().map(|(i, &w)| cell(row.get(i).map_or("", String::as_str), BODY, w)).collect()
            })
            .collect();
        let aligns = columns.iter().map(|c| c.align).collect();
        Table { x, widths, aligns, header, rows }
    }

    /// The height of the header and the first row: what must fit under a heading.
    pub(crate) fn lead_height(&self) -> f32 {
        let first = self.rows.first().map_or(1, |r| line_count(r)).min(6);
        height(line_count(&self.header)) + height(first)
    }

    /// Draws the table at the canvas cursor, breaking pages as needed.
    pub(crate) fn draw(&self, canvas: &mut Canvas) {
        let header_height = height(line_count(&self.header));
        canvas.ensure(self.lead_height());
        self.draw_header(canvas);
        let page_room = canvas.top - canvas.bottom - header_height;
        for row in &self.rows {
            let lines = line_count(row);
            let mut start = 0;
            let mut fresh = false;
            while start < lines {
                let rest = lines - start;
                if canvas.fits(height(rest)) {
                    self.draw_row(canvas, row, start, lines);
                    break;
                }
                let room = ((canvas.y - canvas.bottom - 2.0 * PAD_Y) / LEADING).floor().max(0.0) as usize;
                let fits_a_page = start == 0 && height(lines) <= page_room;
                if !fresh && (fits_a_page || room < 2) {
                    canvas.new_page();
                    self.draw_header(canvas);
                    fresh = true;
                    continue;
                }
                // Taller than a page: fill this one and go on with the rest.
                let end = start + room.clamp(1, rest);
                self.draw_row(canvas, row, start, end);
                start = end;
                if start < lines {
                    canvas.new_page();
                    self.draw_header(canvas);
                    fresh = true;
                }
            }
        }
    }

    fn draw_header(&self, canvas: &mut Canvas) {
        let h = height(line_count(&self.header));
        canvas.fill_rect(canvas.left, canvas.y - h, canvas.content_width(), h, HEADER_FILL);
        self.draw_cells(canvas, &self.header, 0, line_count(&self.header), HEAD);
    }

    fn draw_row(&self, canvas: &mut Canvas, row: &[Vec<String>], start: usize, end: usize) {
        self.draw_cells(canvas, row, start, end, BODY);
        canvas.line((canvas.left, canvas.y), (canvas.right, canvas.y), 0.4, RULE_GRAY);
    }

    /// Lines `start..end` of every cell, then moves the cursor under them.
    fn draw_cells(&self, canvas: &mut Canvas, cells: &[Vec<String>], start: usize, end: usize, style: Style) {
        let top = canvas.y - PAD_Y;
        for (i, cell) in cells.iter().enumerate() {
            let (x, width, align) = (self.x[i], self.widths[i], self.aligns[i]);
            let anchor = match align {
                Align::Left => x + PAD_X,
                Align::Center => x + width / 2.0,
                Align::Right => x + width - PAD_X,
            };
            let mut baseline = first_baseline(top, style.size, LEADING);
            for line in cell.iter().take(end).skip(start) {
                canvas.text(anchor, baseline, style, align, line);
                baseline -= LEADING;
            }
        }
        canvas.y -= height(end - start);
    }
}

const FIELD_LABEL: Style = Style::new(Font::Regular, 7.0, 0.4);
const FIELD_VALUE: Style = Style::new(Font::Regular, 9.5, 0.0);
const LABEL_LEADING: f32 = 8.5;
const VALUE_LEADING: f32 = 11.5;
/// A field's value never takes more lines than this (the rest ends in "…").
const MAX_VALUE_LINES: usize = 12;
/// Space between two field columns, and under a row of fields.
const FIELD_GUTTER: f32 = 10.0;
const FIELD_GAP: f32 = 6.0;

/// Labelled values in a grid of `columns` equal columns; a row never splits.
pub(crate) fn fields(canvas: &mut Canvas, items: &[(&str, String)], columns: usize) {
    let columns = columns.max(1);
    let width = canvas.content_width() / columns as f32;
    for chunk in items.chunks(columns) {
        let cells: Vec<(Vec<String>, Vec<String>)> = chunk
            .iter()
            .map(|(label, value)| {
                let labels = wrap(label, FIELD_LABEL.font, FIELD_LABEL.size, width - FIELD_GUTTER);
                let mut values = wrap(value, FIELD_VALUE.font, FIELD_VALUE.size, width - FIELD_GUTTER);
                if values.len() > MAX_VALUE_LINES {
                    values.truncate(MAX_VALUE_LINES);
                    if let Some(last) = values.last_mut() {
                        last.push('…');
                    }
                }
                (labels, values)
            })
            .collect();
        let row_height = cells
            .iter()
            .map(|(l, v)| l.len() as f32 * LABEL_LEADING + v.len().max(1) as f32 * VALUE_LEADING)
            .fold(0.0, f32::max)
            + FIELD_GAP;
        canvas.ensure(row_height);
        for (i, (labels, values)) in cells.iter().enumerate() {
            let x = canvas.left + i as f32 * width;
            let mut baseline = first_baseline(canvas.y, FIELD_LABEL.size, LABEL_LEADING);
            for line in labels {
                canvas.text(x, baseline, FIELD_LABEL, Align::Left, line);
                baseline -= LABEL_LEADING;
            }
            let top = canvas.y - labels.len() as f32 * LABEL_LEADING;
            let mut baseline = first_baseline(top, FIELD_VALUE.size, VALUE_LEADING);
            for line in values {
                canvas.text(x, baseline, FIELD_VALUE, Align::Left, line);
                baseline -= VALUE_LEADING;
            }
        }
        canvas.y -= row_height;
    }
}
