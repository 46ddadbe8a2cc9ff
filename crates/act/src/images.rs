//! Image decoding for the PDF: a JPEG is passed through untouched (DCTDecode) after
//! reading its size and components from the SOF marker; a PNG is decoded to raw
//! 8-bit RGB (or gray) plus, when it has transparency, an alpha channel that becomes
//! the image's soft mask. Both raw planes are deflated (FlateDecode). This module
//! also writes the decoded image as an image XObject.

use std::io::Cursor;

use miniz_oxide::deflate::compress_to_vec_zlib;
use pdf_writer::{Filter, Finish, Pdf, Ref};

use crate::{ActError, Image};

/// How the pixel data of a [`Decoded`] image is stored in the PDF.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Encoding {
    /// The JPEG file as it is; `invert` marks Adobe CMYK files stored inverted.
    Dct { invert: bool },
    /// Zlib-deflated raw samples, with the deflated alpha plane if any.
    Flate { alpha: Option<Vec<u8>> },
}

/// An image ready to become an image XObject.
#[derive(Debug, Clone)]
pub(crate) struct Decoded {
    pub width: u32,
    pub height: u32,
    /// 1 (gray), 3 (RGB) or 4 (CMYK, JPEG only).
    pub components: u8,
    /// The stream's bytes: the JPEG file or the deflated samples.
    pub data: Vec<u8>,
    pub encoding: Encoding,
}

impl Decoded {
    /// Width over height, for fitting into a box.
    pub(crate) fn aspect(&self) -> f32 {
        self.width as f32 / self.height.max(1) as f32
    }
}

const PNG_MAGIC: &[u8] = b"\x89PNG\r\n\x1a\n";
const JPEG_MAGIC: &[u8] = b"\xFF\xD8\xFF";
/// Deflate level for raw samples: a good size for a moderate time.
const LEVEL: u8 = 6;

/// Detects the format by its magic bytes and decodes the image.
pub(crate) fn decode(image: &Image) -> Result<Decoded, ActError> {
    let bytes = image.bytes.as_slice();
    if bytes.starts_with(PNG_MAGIC) {
        decode_png(bytes)
    } else if bytes.starts_with(JPEG_MAGIC) {
        decode_jpeg(bytes)
    } else {
        Err(ActError::Image("not a PNG or JPEG image".into()))
    }
}

fn decode_png(bytes: &[u8]) -> Result<Decoded, ActError> {
    let bad = |e: png::DecodingError| ActError::Image(format!("PNG: {e}"));
    let mut decoder = png::Decoder::new(Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = decoder.read_info().map_err(bad)?;
    let size = reader.output_buffer_size().ok_or_else(|| ActError::Image("PNG: image too large".into()))?;
    let mut buf = vec![0; size];
    let info = reader.next_frame(&mut buf).map_err(bad)?;
    if info.width == 0 || info.height == 0 {
        return Err(ActError::Image("PNG: empty image".into()));
    }
    buf.truncate(info.buffer_size());
    let pixels = info.width as usize * info.height as usize;
    let (channels, components) = match info.color_type {
        png::ColorType::Grayscale => (1, 1),
        png::ColorType::GrayscaleAlpha => (2, 1),
        png::ColorType::Rgb => (3, 3),
        png::ColorType::Rgba => (4, 3),
        png::ColorType::Indexed => return Err(ActError::Image("PNG: unexpanded palette".into())),
    };
    let (samples, alpha) = if channels == components {
        (buf, None)
    } else {
        let mut samples = Vec::with_capacity(pixels * components);
        let mut alpha = Vec::with_capacity(pixels);
        // With EXPAND and STRIP_16 every row is exactly width * channels bytes.
        for pixel in buf.chunks_exact(channels) {
            samples.extend_from_slice(&pixel[..components]);
            alpha.push(pixel[components]);
        }
        // A fully opaque alpha channel needs no soft mask.
        let alpha = (alpha.iter().any(|&a| a != 255)).then_some(alpha);
        (samples, alpha)
    };
    Ok(Decoded {
        width: info.width,
        height: info.height,
        components: components as u8,
        data: compress_to_vec_zlib(&samples, LEVEL),
        encoding: Encoding::Flate { alpha: alpha.map(|a| compress_to_vec_zlib(&a, LEVEL)) },
    })
}

fn decode_jpeg(bytes: &[u8]) -> Result<Decoded, ActError> {
    let bad = |what: &str| ActError::Image(format!("JPEG: {what}"));
    let mut pos = 2;
    let mut adobe = false;
    loop {
        // Skip fill bytes before a marker.
        while bytes.get(pos) == Some(&0xFF) && bytes.get(pos + 1) == Some(&0xFF) {
            pos += 1;
        }
        let (Some(&0xFF), Some(&marker)) = (bytes.get(pos), bytes.get(pos + 1)) else {
            return Err(bad("no frame header"));
        };
        pos += 2;
        if marker == 0xD8 || marker == 0x01 || (0xD0..=0xD7).contains(&marker) {
            continue; // Markers without a length.
        }
        if marker == 0xD9 || marker == 0xDA {
            return Err(bad("no frame header before the scan"));
        }
        let length = usize::from(be16(bytes, pos).ok_or_else(|| bad("truncated segment"))?);
        let segment = bytes.get(pos + 2..pos + length).ok_or_else(|| bad("truncated segment"))?;
        if marker == 0xEE && segment.starts_with(b"Adobe") {
            adobe = true;
        }
        let is_sof = (0xC0..=0xCF).contains(&marker) && !matches!(marker, 0xC4 | 0xC8 | 0xCC);
        if is_sof {
            let height = be16(segment, 1).ok_or_else(|| bad("truncated frame header"))?;
            let width = be16(segment, 3).ok_or_else(|| bad("truncated frame header"))?;
            let components = *segment.get(5).ok_or_else(|| bad("truncated frame header"))?;
            if width == 0 || height == 0 {
                return Err(bad("image without a size"));
            }
            if segment.first() != Some(&8) {
                return Err(bad("only 8-bit images are supported"));
            }
            if !matches!(components, 1 | 3 | 4) {
                return Err(bad("unsupported number of components"));
            }
            return Ok(Decoded {
                width: u32::from(width),
                height: u32::from(height),
                components,
                data: bytes.to_vec(),
                encoding: Encoding::Dct { invert: adobe && components == 4 },
            });
        }
        pos += length;
    }
}

fn be16(bytes: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_be_bytes([*bytes.get(at)?, *bytes.get(at + 1)?]))
}

/// Writes `image` as the image XObject `id`, with its soft mask as `mask` if it has one.
pub(crate) fn write_image(pdf: &mut Pdf, image: &Decoded, id: Ref, mask: Option<Ref>) {
    let mut xobject = pdf.image_xobject(id, &image.data);
    xobject.width(image.width as i32);
    xobject.height(image.height as i32);
    xobject.bits_per_component(8);
    match image.components {
        1 => xobject.color_space().device_gray(),
        4 => xobject.color_space().device_cmyk(),
        _ => xobject.color_space().device_rgb(),
    }
    match &image.encoding {
        Encoding::Dct { invert } => {
            xobject.filter(Filter::DctDecode);
            if *invert {
                xobject.decode([1.0, 0.0, 1.0, 0.0, 1.0, 0.0, 1.0, 0.0]);
            }
        }
        Encoding::Flate { .. } => {
            xobject.filter(Filter::FlateDecode);
        }
    }
    if let Some(mask) = mask {
        xobject.s_mask(mask);
    }
    xobject.finish();
    if let (Encoding::Flate { alpha: Some(alpha) }, Some(mask)) = (&image.encoding, mask) {
        let mut smask = pdf.image_xobject(mask, alpha);
        smask.filter(Filter::FlateDecode);
        smask.width(image.width as i32);
        smask.height(image.height as i32);
        smask.color_space().device_gray();
        smask.bits_per_component(8);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn anything_but_png_or_jpeg_is_an_image_error() {
        let err = decode(&Image { bytes: b"GIF89a....".to_vec() });
        assert!(matches!(err, Err(ActError::Image(_))));
        let err = decode(&Image { bytes: Vec::new() });
        assert!(matches!(err, Err(ActError::Image(_))));
    }

    #[test]
    fn a_truncated_jpeg_is_an_image_error_not_a_panic() {
        for bytes in [&b"\xFF\xD8\xFF"[..], b"\xFF\xD8\xFF\xE0\x00\x10JFIF", b"\xFF\xD8\xFF\xC0\x00\x11\x08"] {
            assert!(matches!(decode(&Image { bytes: bytes.to_vec() }), Err(ActError::Image(_))));
        }
    }

    #[test]
    fn a_jpeg_frame_header_gives_its_size_and_components() {
        // SOI, APP0 (length 4), SOF0 8-bit 30x20 with 3 components, EOI.
        let mut jpeg = b"\xFF\xD8\xFF\xE0\x00\x04ab\xFF\xC0\x00\x11\x08\x00\x14\x00\x1E\x03".to_vec();
        jpeg.extend_from_slice(&[1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1, 0xFF, 0xD9]);
        let decoded = decode(&Image { bytes: jpeg }).unwrap();
        assert_eq!((decoded.width, decoded.height, decoded.components), (30, 20, 3));
        assert_eq!(decoded.encoding, Encoding::Dct { invert: false });
    }
}
