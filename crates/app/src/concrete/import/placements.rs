//! `POST /api/concrete/imports/placements`: a spreadsheet of placements, one per row, checked by the placement
//! form's rules (catalogue items by name, the elements by their GlobalIds in the project's Concrete model) and
//! written in order, so they form lots as if registered one by one.

use std::collections::HashMap;

use axum::{
    extract::{multipart::MultipartRejection, Multipart, State},
    Json,
};
use platform::{audit, context::Ctx, envelope::One, i18n::Msg, tenant::Scoped, ApiResult, AppState};
use sea_orm::{ColumnTrait, ConnectionTrait, QueryFilter, TransactionTrait};
use uuid::Uuid;

use super::{form_errors, locate, number, out, read, rename, Columns, ConcreteImportForm, ConcreteImportOut, Row};
use crate::{
    concrete::{can_edit, entity::catalog, form::{self, ConcretePlacementIn}, placements::insert},
    config::user_imports::row_errors::RowErrors,
};

pub const COLUMNS: Columns = &[
    ("element", &["elemento", "tipo de elemento"]),
    ("m3", &["m3", "m³", "volumen", "volume"]),
    ("location", &["ubicación", "localização", "local"]),
    ("unit", &["unidad", "unidade", "torre", "sector", "setor"]),
    ("cycle", &["ciclo", "zona", "ciclo o zona", "ciclo ou zona"]),
    ("axis1", &["eje 1", "eixo 1"]),
    ("axis2", &["eje 2", "eixo 2"]),
    ("axis3", &["eje 3", "eixo 3"]),
    ("axis4", &["eje 4", "eixo 4"]),
    ("poured_on", &["fecha", "data", "fecha de hormigonado", "data de concretagem"]),
    ("supplier", &["empresa", "proveedor", "fornecedor", "empresa proveedora", "concreteira"]),
    ("type", &["tipo", "tipo de hormigón", "tipo de concreto", "hormigón", "concreto"]),
    ("guide", &["guía", "guia", "guía de despacho", "nota fiscal"]),
    ("global_ids", &["globalid", "globalids", "elementos bim", "elementos"]),
];

const REQUIRED: &[&str] = &["element", "m3", "location", "unit", "poured_on", "supplier", "type", "global_ids"];

/// The field of the form each column reports on.
fn form_field(field: &str) -> &str {
    match field {
        "element" => "element_id",
        "supplier" => "supplier_id",
        "type" => "type_id",
        "axis1" | "axis2" | "axis3" | "axis4" => "axes",
        other => other,
    }
}

/// The company's catalogue of a kind by name key.
async fn names<C: ConnectionTrait>(db: &C, ctx: &Ctx, kind: &str) -> ApiResult<HashMap<String, Uuid>> {
    let rows = catalog::Entity::scoped(&ctx.tenant).filter(catalog::Column::Kind.eq(kind)).all(db).await?;
    Ok(rows.into_iter().map(|c| (c.name_key, c.id)).collect())
}

/// Checks a file of placements (`projectId`) and, unless `dry_run`, writes them all.
#[utoipa::path(post, operation_id = "import_concrete_placements", path = "/concrete/imports/placements", tag = "concrete", params(("projectId" = Uuid, Query)), request_body(content = ConcreteImportForm, content_type = "multipart/form-data"), responses((status = 200, body = One<ConcreteImportOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn import(State(state): State<AppState>, ctx: Ctx, form: Result<Multipart, MultipartRejection>) -> ApiResult<Json<One<ConcreteImportOut>>> {
    can_edit(&ctx)?;
    let project = ctx.require_project()?;
    let sheet = read(form).await?;
    let columns = locate(&sheet.table, COLUMNS, REQUIRED)?;
    // Checked and written in one transaction: each row's lot depends on the rows before it.
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let catalogues = [("element", names(&txn, &ctx, "element").await?), ("supplier", names(&txn, &ctx, "company").await?), ("type", names(&txn, &ctx, "type").await?)];
    let mut errors = RowErrors::new(ctx.locale);
    let mut valid = Vec::new();
    for row in Row::all(&sheet.table, &columns) {
        let before = errors.list.len();
        let mut ids: HashMap<&str, Uuid> = HashMap::new();
        for (field, catalogue) in &catalogues {
            let Some(name) = row.text(&mut errors, field) else { continue };
            match catalogue.get(&platform::search::name_key(&name)) {
                Some(id) => _ = ids.insert(field, *id),
                None => errors.add(row.number, form_field(field), "unknown", &name, Msg::new("concrete.unknown_name").arg("name", &name)),
            }
        }
        let m3 = row.text(&mut errors, "m3").and_then(|t| number(&mut errors, row.number, "m3", &t));
        let axes = ["axis1", "axis2", "axis3", "axis4"].map(|a| row.text(&mut errors, a)).to_vec();
        let global_ids = row.text(&mut errors, "global_ids").map(|t| t.split([',', ';', ' ', '\n']).map(str::to_string).collect()).unwrap_or_default();
        let input = ConcretePlacementIn {
            element_id: ids.get("element").copied(),
            m3,
            location: row.text(&mut errors, "location"),
            unit: row.text(&mut errors, "unit"),
            cycle: row.text(&mut errors, "cycle"),
            axes,
            poured_on: row.text(&mut errors, "poured_on").map(|d| super::day(&d)),
            supplier_id: ids.get("supplier").copied(),
            type_id: ids.get("type").copied(),
            guide: row.text(&mut errors, "guide"),
            global_ids,
            version: None,
        };
        rename(&mut errors, before, form_field);
        match form::check(&txn, &ctx, project, &input).await {
            Ok(ok) if errors.list.len() == before => valid.push(ok),
            Ok(_) => {}
            Err(failed) => form_errors(&mut errors, before, &row, COLUMNS, form_field, failed)?,
        }
    }
    let total = sheet.table.rows.len();
    let mut answer = out(total, valid.len(), errors);
    if sheet.dry_run || answer.error_count > 0 {
        return Ok(Json(One::new(answer)));
    }
    for ok in &valid {
        insert(&txn, &ctx, project, ok).await?;
    }
    let after = serde_json::json!({"file": sheet.name, "project_id": project, "created": valid.len()});
    audit::record(&txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "concrete.placements_imported", entity: "concrete_placement", after: Some(after), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    txn.commit().await?;
    answer.created = valid.len() as u32;
    let message = Msg::new("concrete.imported").arg("count", answer.created).render(ctx.locale);
    Ok(Json(One::new(answer).with_message(message)))
}
