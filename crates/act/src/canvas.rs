//! A small page model on top of `pdf-writer`: pages of drawing operations (text in
//! the two standard-14 fonts, lines, rectangles, images), a vertical cursor with
//! automatic page breaks for flowing content, and the final serialization to PDF
//! bytes. Everything is deterministic: no dates, no ids, compressed with fixed
//! settings, objects numbered in drawing order.

use std::collections::BTreeSet;

use miniz_oxide::deflate::compress_to_vec_zlib;
use pdf_writer::{Content, Filter, Finish, Name, Pdf, Rect, Ref, Str, TextStr};

use crate::fonts::{encode, Font};
use crate::images::{write_image, Decoded, Encoding};

/// One millimetre in PDF points.
pub(crate) const MM: f32 = 72.0 / 25.4;

/// How a text run is set: font, size in points and gray level (0 black, 1 white).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Style {
    pub font: Font,
    pub size: f32,
    pub gray: f32,
}

impl Style {
    pub(crate) const fn new(font: Font, size: f32, gray: f32) -> Self {
        Style { font, size, gray }
    }

    /// The width of `text` in this style.
    pub(crate) fn width(&self, text: &str) -> f32 {
        self.font.width(text, self.size)
    }
}

/// Where a text's anchor `x` is: at its start, middle or end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Align {
    Left,
    Center,
    Right,
}

struct Page {
    content: Content,
    images: BTreeSet<usize>,
}

impl Page {
    fn new() -> Self {
        Page { content: Content::new(), images: BTreeSet::new() }
    }
}

/// Pages being drawn, with a flow cursor `y` between `top` and `bottom`.
pub(crate) struct Canvas {
    pub width: f32,
    pub height: f32,
    /// Left edge of the flowing content.
    pub left: f32,
    /// Right edge of the flowing content.
    pub right: f32,
    /// Where the flow starts on every page.
    pub top: f32,
    /// The flow never goes below this.
    pub bottom: f32,
    /// The flow cursor: the top of the next thing to draw.
    pub y: f32,
    pages: Vec<Page>,
    current: usize,
    images: Vec<Decoded>,
}

impl Canvas {
    /// A canvas of `width` x `height` points with the given flow margins, one page open.
    pub(crate) fn new(width: f32, height: f32, margin_x: f32, margin_top: f32, margin_bottom: f32) -> Self {
        Canvas {
            width,
            height,
            left: margin_x,
            right: width - margin_x,
            top: height - margin_top,
            bottom: margin_bottom,
            y: height - margin_top,
            pages: vec![Page::new()],
            current: 0,
            images: Vec::new(),
        }
    }

    /// The width of the flow between the side margins.
    pub(crate) fn content_width(&self) -> f32 {
        self.right - self.left
    }

    pub(crate) fn page_count(&self) -> usize {
        self.pages.len()
    }

    /// Draws the next operations on page `index` (0-based), e.g. footers after layout.
    pub(crate) fn select_page(&mut self, index: usize) {
        self.current = index.min(self.pages.len() - 1);
    }

    /// Opens a new page and puts the cursor at its top.
    pub(crate) fn new_page(&mut self) {
        self.pages.push(Page::new());
        self.current = self.pages.len() - 1;
        self.y = self.top;
    }

    /// Whether nothing has flowed onto this page yet.
    pub(crate) fn at_page_top(&self) -> bool {
        self.y >= self.top - 0.01
    }

    /// Whether `height` points still fit above the bottom margin.
    pub(crate) fn fits(&self, height: f32) -> bool {
        self.y - height >= self.bottom - 0.01
    }

    /// Starts a new page unless `height` fits; true when a page was started.
    pub(crate) fn ensure(&mut self, height: f32) -> bool {
        if self.fits(height) || self.at_page_top() {
            return false;
        }
        self.new_page();
        true
    }

    /// Registers a decoded image; the index is what [`Canvas::image`] draws.
    pub(crate) fn add_image(&mut self, image: Decoded) -> usize {
        self.images.push(image);
        self.images.len() - 1
    }

    pub(crate) fn image_aspect(&self, index: usize) -> f32 {
        self.images.get(index).map_or(1.0, Decoded::aspect)
    }

    fn content(&mut self) -> &mut Content {
        &mut self.pages[self.current].content
    }

    /// One line of text with its baseline at `baseline`, anchored at `x`.
    pub(crate) fn text(&mut self, x: f32, baseline: f32, style: Style, align: Align, text: &str) {
        if text.is_empty() {
            return;
        }
        let x = match align {
            Align::Left => x,
            Align::Center => x - style.width(text) / 2.0,
            Align::Right => x - style.width(text),
        };
        let bytes = encode(text);
        let content = self.content();
        content.set_fill_gray(style.gray);
        content.begin_text();
        content.set_font(Name(style.font.resource()), style.size);
        content.next_line(x, baseline);
        content.show(Str(&bytes));
        content.end_text();
    }

    /// A straight line of `width` points in gray level `gray`.
    pub(crate) fn line(&mut self, from: (f32, f32), to: (f32, f32), width: f32, gray: f32) {
        let content = self.content();
        content.set_stroke_gray(gray);
        content.set_line_width(width);
        content.move_to(from.0, from.1);
        content.line_to(to.0, to.1);
        content.stroke();
    }

    /// A filled rectangle with its lower-left corner at (`x`, `y`).
    pub(crate) fn fill_rect(&mut self, x: f32, y: f32, w: f32, h: f32, gray: f32) {
        self.fill_rects(&[(x, y, w, h)], gray);
    }

    /// Many filled rectangles as one path, e.g. the modules of a QR code.
    pub(crate) fn fill_rects(&mut self, rects: &[(f32, f32, f32, f32)], gray: f32) {
        if rects.is_empty() {
            return;
        }
        let content = self.content();
        content.set_fill_gray(gray);
        for &(x, y, w, h) in rects {
            content.rect(x, y, w, h);
        }
        content.fill_nonzero();
    }

    /// The outline of a rectangle.
    pub(crate) fn stroke_rect(&mut self, x: f32, y: f32, w: f32, h: f32, width: f32, gray: f32) {
        let content = self.content();
        content.set_stroke_gray(gray);
        content.set_line_width(width);
        content.rect(x, y, w, h);
        content.stroke();
    }

    /// Draws image `index` into the rectangle with lower-left corner (`x`, `y`).
    pub(crate) fn image(&mut self, index: usize, x: f32, y: f32, w: f32, h: f32) {
        if index >= self.images.len() {
            return;
        }
        self.pages[self.current].images.insert(index);
        let name = image_name(index);
        let content = self.content();
        content.save_state();
        content.transform([w, 0.0, 0.0, h, x, y]);
        content.x_object(Name(name.as_bytes()));
        content.restore_state();
    }

    /// Serializes the pages to a PDF with `title` in its document information.
    pub(crate) fn finish(self, title: &str) -> Vec<u8> {
        let mut pdf = Pdf::new();
        let mut next = Ref::new(1);
        let catalog = next.bump();
        let tree = next.bump();
        let info = next.bump();
        let fonts = [(Font::Regular, next.bump()), (Font::Bold, next.bump())];
        let image_refs: Vec<(Ref, Option<Ref>)> = self
            .images
            .iter()
            .map(|image| {
                let has_mask = matches!(image.encoding, Encoding::Flate { alpha: Some(_) });
                (next.bump(), has_mask.then(|| next.bump()))
            })
            .collect();
        let page_refs: Vec<(Ref, Ref)> = self.pages.iter().map(|_| (next.bump(), next.bump())).collect();

        pdf.catalog(catalog).pages(tree);
        pdf.pages(tree).kids(page_refs.iter().map(|&(page, _)| page)).count(page_refs.len() as i32);
        pdf.document_info(info).title(TextStr(title)).producer(TextStr("Obra"));
        for (font, id) in fonts {
            pdf.type1_font(id).base_font(Name(font.base_font())).encoding_predefined(Name(b"WinAnsiEncoding"));
        }
        for (image, &(id, mask)) in self.images.iter().zip(&image_refs) {
            write_image(&mut pdf, image, id, mask);
        }
        for (page, &(page_id, content_id)) in self.pages.into_iter().zip(&page_refs) {
            let mut writer = pdf.page(page_id);
            writer.media_box(Rect::new(0.0, 0.0, self.width, self.height));
            writer.parent(tree);
            writer.contents(content_id);
            let mut resources = writer.resources();
            let mut font_dict = resources.fonts();
            for (font, id) in fonts {
                font_dict.pair(Name(font.resource()), id);
            }
            font_dict.finish();
            if !page.images.is_empty() {
                let mut objects = resources.x_objects();
                for &index in &page.images {
                    let name = image_name(index);
                    objects.pair(Name(name.as_bytes()), image_refs[index].0);
                }
            }
            resources.finish();
            writer.finish();
            let raw = page.content.finish().into_vec();
            pdf.stream(content_id, &compress_to_vec_zlib(&raw, 6)).filter(Filter::FlateDecode);
        }
        pdf.finish()
    }
}

fn image_name(index: usize) -> String {
    format!("Im{}", index + 1)
}
