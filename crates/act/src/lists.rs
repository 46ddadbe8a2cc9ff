//! The act's sections that are tables: people (3), meters (4), accessories (5),
//! certificates (6) and the revision with its observations (7). A section without
//! rows prints its heading and a single "—" (or "Sin observaciones.") line; the
//! conformity record's table is a [`table_section`] too.

use crate::canvas::{Align, Canvas, Style};
use crate::fonts::Font;
use crate::frame::{date, heading, paragraph, value, TEXT, TEXT_LEADING};
use crate::i18n::Texts;
use crate::table::{Column, Table};
use crate::Act;

const SUBHEADING: Style = Style::new(Font::Bold, 9.5, 0.0);

/// A numbered section that is a table, or a single line when it has no rows.
pub(crate) fn table_section(
    canvas: &mut Canvas,
    number: u32,
    title: &str,
    columns: &[Column],
    rows: &[Vec<String>],
    empty: &str,
) {
    if rows.is_empty() {
        heading(canvas, number, title, TEXT_LEADING);
        paragraph(canvas, empty, TEXT, TEXT_LEADING);
        return;
    }
    let table = Table::new(canvas, columns, rows);
    heading(canvas, number, title, table.lead_height());
    table.draw(canvas);
}

/// A column of `share` parts of the table's width.
pub(crate) fn col(title: &str, share: f32, align: Align) -> Column<'_> {
    Column { title, share, align }
}

pub(crate) fn people(canvas: &mut Canvas, act: &Act, t: &Texts) {
    let columns = [
        col(t.name, 28.0, Align::Left),
        col(t.tax_id, 14.0, Align::Left),
        col(t.role, 14.0, Align::Left),
        col(t.email, 26.0, Align::Left),
        col(t.phone, 18.0, Align::Left),
    ];
    let rows: Vec<Vec<String>> = act
        .owners
        .iter()
        .map(|p| {
            let name = format!("{} {}", p.first_name.trim(), p.last_name.trim()).trim().to_string();
            vec![
                name,
                value(p.tax_id.as_deref(), t),
                t.role(p.role).into(),
                value(p.email.as_deref(), t),
                value(p.phone.as_deref(), t),
            ]
        })
        .collect();
    table_section(canvas, 3, t.people, &columns, &rows, t.none);
}

pub(crate) fn meters(canvas: &mut Canvas, act: &Act, t: &Texts) {
    let columns = [
        col(t.meter_kind, 34.0, Align::Left),
        col(t.meter_number, 33.0, Align::Left),
        col(t.meter_reading, 33.0, Align::Left),
    ];
    let rows: Vec<Vec<String>> = act
        .meters
        .iter()
        .map(|m| vec![t.meter_kind(m.kind).into(), value(m.number.as_deref(), t), value(m.reading.as_deref(), t)])
        .collect();
    table_section(canvas, 4, t.meters, &columns, &rows, t.none);
}

pub(crate) fn accessories(canvas: &mut Canvas, act: &Act, t: &Texts) {
    let columns = [
        col(t.accessory, 60.0, Align::Left),
        col(t.quantity, 20.0, Align::Center),
        col(t.delivered, 20.0, Align::Center),
    ];
    let rows: Vec<Vec<String>> = act
        .accessories
        .iter()
        .map(|a| vec![a.name.trim().to_string(), a.quantity.to_string(), t.yes_no(a.delivered).into()])
        .collect();
    table_section(canvas, 5, t.accessories, &columns, &rows, t.none);
}

pub(crate) fn certificates(canvas: &mut Canvas, act: &Act, t: &Texts) {
    let columns = [
        col(t.document, 50.0, Align::Left),
        col(t.delivered_by, 32.0, Align::Left),
        col(t.cert_date, 18.0, Align::Left),
    ];
    let rows: Vec<Vec<String>> = act
        .certificates
        .iter()
        .map(|c| vec![c.name.trim().to_string(), value(c.delivered_by.as_deref(), t), date(c.date, t)])
        .collect();
    table_section(canvas, 6, t.certificates, &columns, &rows, t.none);
}

pub(crate) fn revision(canvas: &mut Canvas, act: &Act, t: &Texts) {
    let r = &act.revision;
    heading(canvas, 7, t.revision, 3.0 * TEXT_LEADING);
    let summary = format!(
        "{}: {} · {}: {} · {}: {} · {}: {} · {}: {}",
        t.complies,
        r.complies,
        t.failures,
        r.failures,
        t.not_applicable,
        r.not_applicable,
        t.solved,
        r.solved,
        t.solved_after_sales,
        r.solved_after_sales
    );
    paragraph(canvas, &summary, TEXT, TEXT_LEADING);
    let columns = [
        col(t.area, 24.0, Align::Left),
        col(t.place, 24.0, Align::Left),
        col(t.item, 30.0, Align::Left),
        col(t.issue, 26.0, Align::Left),
        col(t.severity, 18.0, Align::Left),
        col(t.comment, 36.0, Align::Left),
        col(t.photos, 12.0, Align::Center),
    ];
    let rows: Vec<Vec<String>> = act
        .observations
        .iter()
        .map(|o| {
            let text = |s: &str| s.trim().to_string();
            let opt = |s: Option<&str>| s.map(str::trim).unwrap_or_default().to_string();
            vec![
                text(&o.area),
                text(&o.place),
                text(&o.item),
                opt(o.issue.as_deref()),
                opt(o.severity.as_deref()),
                opt(o.comment.as_deref()),
                o.photos.to_string(),
            ]
        })
        .collect();
    let keep = if rows.is_empty() { TEXT_LEADING } else { Table::new(canvas, &columns, &rows[..1]).lead_height() };
    canvas.ensure(8.0 + 14.0 + keep);
    canvas.y -= 8.0;
    canvas.text(canvas.left, canvas.y - 10.0, SUBHEADING, Align::Left, t.observations);
    canvas.y -= 14.0;
    if rows.is_empty() {
        paragraph(canvas, t.no_observations, TEXT, TEXT_LEADING);
    } else {
        Table::new(canvas, &columns, &rows).draw(canvas);
    }
}
