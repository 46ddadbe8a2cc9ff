//! A drawn-looking signature as a PNG (transparent background, dark ink), for demo data and examples: a few
//! strokes of a sum of sines, different for each seed.

/// A 300×100 PNG signature; `seed` varies its shape.
pub fn scribble(seed: u32) -> Vec<u8> {
    const W: usize = 300;
    const H: usize = 100;
    let mut rgba = vec![0u8; W * H * 4];
    let s = seed as f64 * 0.7 + 1.0;
    let mut dot = |x: f64, y: f64| {
        for dx in -1i32..=1 {
            for dy in -1i32..=1 {
                let (px, py) = (x as i32 + dx, y as i32 + dy);
                if (0..W as i32).contains(&px) && (0..H as i32).contains(&py) {
                    let i = (py as usize * W + px as usize) * 4;
                    rgba[i..i + 4].copy_from_slice(&[20, 30, 90, 255]);
                }
            }
        }
    };
    for step in 0..2400 {
        let t = step as f64 / 2400.0;
        let x = 20.0 + t * 260.0 + 12.0 * (t * 31.0 * s).sin();
        let y = 50.0 + 22.0 * (t * 17.0 + s).sin() * (t * 5.0 * s).cos() + 8.0 * (t * 43.0).sin();
        dot(x, y);
    }
    let mut out = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut out, W as u32, H as u32);
        encoder.set_color(png::ColorType::Rgba);
        encoder.set_depth(png::BitDepth::Eight);
        let written = encoder.write_header().and_then(|mut w| w.write_image_data(&rgba));
        if written.is_err() {
            return Vec::new();
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_scribble_is_a_png_that_differs_by_seed() {
        let a = super::scribble(1);
        assert!(a.starts_with(b"\x89PNG\r\n\x1a\n"));
        assert_ne!(a, super::scribble(2));
    }
}
