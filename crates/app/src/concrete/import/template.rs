//! The import templates: the headers in the caller's language on the first sheet, and the company's catalogues
//! (the names a row may use) on a second one.

use axum::{
    extract::State,
    http::header,
    response::{IntoResponse, Response},
};
use platform::{context::Ctx, i18n::Locale, tenant::Scoped, ApiError, ApiResult, AppState};
use rust_xlsxwriter::{Format, Workbook, XlsxError};
use sea_orm::{ColumnTrait, QueryFilter, QueryOrder};

use crate::concrete::{can_edit, entity::catalog};

const PLACEMENTS_ES: [&str; 14] = ["Elemento", "m3", "Ubicación", "Unidad", "Ciclo", "Eje 1", "Eje 2", "Eje 3", "Eje 4", "Fecha", "Empresa", "Tipo", "Guía", "GlobalId"];
const PLACEMENTS_PT: [&str; 14] = ["Elemento", "m3", "Localização", "Unidade", "Ciclo", "Eixo 1", "Eixo 2", "Eixo 3", "Eixo 4", "Data", "Fornecedor", "Tipo", "Guia", "GlobalId"];
const SAMPLES_ES: [&str; 12] = ["Lote", "Código", "Laboratorio", "Fecha de toma", "Edad", "Fecha de ensayo", "Probeta 1", "Probeta 2", "Probeta 3", "Probeta 4", "Probeta 5", "Probeta 6"];
const SAMPLES_PT: [&str; 12] = ["Lote", "Código", "Laboratório", "Data de moldagem", "Idade", "Data de ruptura", "CP 1", "CP 2", "CP 3", "CP 4", "CP 5", "CP 6"];

/// Which template: `placements` or `samples`.
fn headers(kind: &str, locale: Locale) -> &'static [&'static str] {
    match (kind, locale) {
        ("placements", Locale::Pt) => &PLACEMENTS_PT,
        ("placements", _) => &PLACEMENTS_ES,
        (_, Locale::Pt) => &SAMPLES_PT,
        _ => &SAMPLES_ES,
    }
}

fn catalogue_titles(locale: Locale) -> [(&'static str, &'static str); 4] {
    match locale {
        Locale::Pt => [("element", "Elementos"), ("company", "Fornecedores"), ("type", "Tipos de concreto"), ("laboratory", "Laboratórios")],
        _ => [("element", "Elementos"), ("company", "Empresas"), ("type", "Tipos de hormigón"), ("laboratory", "Laboratorios")],
    }
}

fn workbook(headers: &[&str], locale: Locale, catalogue: &[catalog::Model]) -> Result<Vec<u8>, XlsxError> {
    let mut book = Workbook::new();
    let bold = Format::new().set_bold();
    let sheet = book.add_worksheet();
    for (c, h) in headers.iter().enumerate() {
        sheet.write_string_with_format(0, c as u16, *h, &bold)?;
        sheet.set_column_width(c as u16, 16)?;
    }
    let names = book.add_worksheet();
    names.set_name("Catálogo")?;
    for (c, (kind, title)) in catalogue_titles(locale).iter().enumerate() {
        names.write_string_with_format(0, c as u16, *title, &bold)?;
        names.set_column_width(c as u16, 28)?;
        for (r, item) in catalogue.iter().filter(|i| i.kind == *kind).enumerate() {
            names.write_string(r as u32 + 1, c as u16, &item.name)?;
        }
    }
    book.save_to_buffer()
}

async fn file(state: &AppState, ctx: &Ctx, kind: &str) -> ApiResult<Response> {
    can_edit(ctx)?;
    let catalogue = catalog::Entity::scoped(&ctx.tenant).filter(catalog::Column::Kind.is_in(["element", "company", "type", "laboratory"])).order_by_asc(catalog::Column::NameKey).all(&state.db).await?;
    let bytes = workbook(headers(kind, ctx.locale), ctx.locale, &catalogue).map_err(ApiError::internal)?;
    let name = match (kind, ctx.locale) {
        ("placements", Locale::Pt) => "concretagens.xlsx",
        ("placements", _) => "hormigonados.xlsx",
        _ => "resultados-laboratorio.xlsx",
    };
    Ok((
        [
            (header::CONTENT_TYPE, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet".to_string()),
            (header::CONTENT_DISPOSITION, platform::storage::serve::content_disposition(false, name)),
        ],
        bytes,
    )
        .into_response())
}

/// The template of the placements import (.xlsx), with the company's catalogues.
#[utoipa::path(get, operation_id = "concrete_placements_template", path = "/concrete/imports/placements/template", tag = "concrete", responses((status = 200, description = "The .xlsx file", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"), (status = 403, body = platform::error::ErrorBody)))]
pub async fn placements(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Response> {
    file(&state, &ctx, "placements").await
}

/// The template of the laboratory results import (.xlsx), with the company's laboratories.
#[utoipa::path(get, operation_id = "concrete_samples_template", path = "/concrete/imports/samples/template", tag = "concrete", responses((status = 200, description = "The .xlsx file", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"), (status = 403, body = platform::error::ErrorBody)))]
pub async fn samples(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Response> {
    file(&state, &ctx, "samples").await
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::concrete::import::{placements, samples};

    /// Every header of both templates is found by the import's column names.
    #[test]
    fn the_templates_headers_are_the_imports_columns() {
        for (list, columns) in [(&PLACEMENTS_ES[..], placements::COLUMNS), (&PLACEMENTS_PT[..], placements::COLUMNS), (&SAMPLES_ES[..], samples::COLUMNS), (&SAMPLES_PT[..], samples::COLUMNS)] {
            let table = crate::config::user_imports::source::Table { headers: list.iter().map(|h| h.to_string()).collect(), rows: vec![] };
            let found = super::super::locate(&table, columns, &[]).unwrap();
            assert_eq!(found.len(), columns.len(), "{list:?}");
        }
    }
}
