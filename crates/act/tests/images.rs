//! Images in the act: a JPEG logo is passed through (DCTDecode), a PNG signature
//! with alpha becomes RGB + a soft mask, and anything else is an `ActError::Image`.
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failing test may panic

mod common;

use act::{render, ActError, Image, Lang};
use common::sample_act;
use lopdf::Document;

/// (filter, color space, has soft mask) of every image XObject that is not itself a mask.
fn images(pdf: &[u8]) -> Vec<(String, String, bool)> {
    let doc = Document::load_mem(pdf).unwrap();
    let masks: Vec<_> =
        doc.objects.values().filter_map(|o| o.as_stream().ok()?.dict.get(b"SMask").ok()?.as_reference().ok()).collect();
    doc.objects
        .iter()
        .filter(|(id, _)| !masks.contains(id))
        .filter_map(|(_, o)| {
            let dict = &o.as_stream().ok()?.dict;
            (dict.get(b"Subtype").ok()?.as_name().ok()? == b"Image").then_some(())?;
            let name = |key: &[u8]| String::from_utf8_lossy(dict.get(key).unwrap().as_name().unwrap()).to_string();
            Some((name(b"Filter"), name(b"ColorSpace"), dict.get(b"SMask").is_ok()))
        })
        .collect()
}

#[test]
fn a_jpeg_logo_and_png_signatures_with_alpha_become_image_xobjects() {
    let found = images(&render(&sample_act(Lang::Es)).unwrap());
    assert!(found.contains(&("DCTDecode".into(), "DeviceRGB".into(), false)), "{found:?}");
    let pngs = found.iter().filter(|i| **i == ("FlateDecode".into(), "DeviceRGB".into(), true)).count();
    assert_eq!(pngs, 2, "{found:?}");
    let doc = Document::load_mem(&render(&sample_act(Lang::Es)).unwrap()).unwrap();
    let page = *doc.get_pages().values().last().unwrap();
    let content = String::from_utf8_lossy(&doc.get_page_content(page)).to_string();
    assert!(content.contains("Do"), "the last page draws no image");
}

#[test]
fn a_logo_that_is_not_an_image_is_an_image_error() {
    let mut act = sample_act(Lang::Es);
    act.logo = Some(Image { bytes: b"<svg xmlns='http://www.w3.org/2000/svg'/>".to_vec() });
    assert!(matches!(render(&act), Err(ActError::Image(_))));
}

#[test]
fn a_signature_that_is_not_an_image_or_is_truncated_is_an_image_error() {
    let mut act = sample_act(Lang::Es);
    act.signatures[1].image = Some(Image { bytes: b"not an image".to_vec() });
    assert!(matches!(render(&act), Err(ActError::Image(_))));
    let mut png = common::signature_png(40, 20).bytes;
    png.truncate(60);
    act.signatures[1].image = Some(Image { bytes: png });
    assert!(matches!(render(&act), Err(ActError::Image(_))));
}

fn encode_png(color: png::ColorType, w: u32, h: u32, data: &[u8], palette: Option<(&[u8], &[u8])>) -> Image {
    let mut bytes = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut bytes, w, h);
        encoder.set_color(color);
        encoder.set_depth(png::BitDepth::Eight);
        if let Some((plte, trns)) = palette {
            encoder.set_palette(plte.to_vec());
            encoder.set_trns(trns.to_vec());
        }
        encoder.write_header().unwrap().write_image_data(data).unwrap();
    }
    Image { bytes }
}

#[test]
fn gray_and_palette_pngs_are_embedded_with_the_right_color_space() {
    let mut act = sample_act(Lang::Es);
    act.logo = Some(encode_png(png::ColorType::Grayscale, 4, 2, &[0, 60, 120, 255, 255, 120, 60, 0], None));
    act.signatures[0].image =
        Some(encode_png(png::ColorType::Indexed, 2, 2, &[0, 1, 1, 0], Some((&[255, 255, 255, 0, 0, 128], &[0, 255]))));
    act.signatures[2].image = None;
    let found = images(&render(&act).unwrap());
    assert!(found.contains(&("FlateDecode".into(), "DeviceGray".into(), false)), "{found:?}");
    assert!(found.contains(&("FlateDecode".into(), "DeviceRGB".into(), true)), "{found:?}");
    assert!(!found.iter().any(|i| i.0 == "DCTDecode"));
}

#[test]
fn an_act_without_images_has_no_image_xobject() {
    let mut act = sample_act(Lang::Es);
    act.logo = None;
    for signature in &mut act.signatures {
        signature.image = None;
    }
    assert!(images(&render(&act).unwrap()).is_empty());
}
