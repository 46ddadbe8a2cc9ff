//! The delivery act itself, in the A4 frame of [`crate::frame`]. Page 1 starts
//! with the logo, the company and the date, then the title; ten numbered
//! sections follow in a fixed order (project, unit, people, meters, accessories,
//! certificates, revision, note, declaration, signatures), each printed even when
//! empty so the layout stays predictable (the sections that are tables live in
//! [`crate::lists`]). Every page gets "Página N de M".

use crate::canvas::Canvas;
use crate::frame::{a4, date, footers, header, heading, joined, paragraph, value, Header, TEXT, TEXT_LEADING};
use crate::i18n::{self, Texts};
use crate::images::decode;
use crate::lists::{accessories, certificates, meters, people, revision};
use crate::signatures::{signature_rows, signatures_section};
use crate::table::fields;
use crate::{Act, ActError};

/// Renders the act; fails only on an image that is neither PNG nor JPEG (or is broken).
pub(crate) fn render(act: &Act) -> Result<Vec<u8>, ActError> {
    let t = i18n::texts(act.lang);
    let mut canvas = a4();
    let logo = act.logo.as_ref().map(decode).transpose()?.map(|image| canvas.add_image(image));
    let signatures = signature_rows(&mut canvas, &act.signatures, t)?;

    let subtitle = joined(&[&act.project.name, &act.unit.name]);
    let top = Header { logo, company: &act.company_name, date: act.date, title: t.title, subtitle: &subtitle };
    header(&mut canvas, t, &top);
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
    signatures_section(&mut canvas, 10, t.signatures, t, &signatures);

    footers(&mut canvas, t, &subtitle);
    let title = format!("{} {}", t.title, act.unit.name.trim());
    Ok(canvas.finish(&title))
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
