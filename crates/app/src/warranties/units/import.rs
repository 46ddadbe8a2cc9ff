//! Bulk import of units from an .xlsx file (Unidad, Piso, Tipo, Estacionamientos, Bodegas, Responsable, Fecha
//! inscripción; Portuguese headers too). Every row is checked first; any wrong row refuses the file and nothing is
//! written.

use std::collections::{BTreeMap, HashMap, HashSet};

use axum::{
    extract::{multipart::MultipartRejection, Multipart, State},
    Json,
};
use platform::{context::Ctx, entities::{user, user_project}, envelope::One, i18n::Msg, search::name_key, tenant::Scoped, ApiError, ApiResult, AppState};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, TransactionTrait};
use uuid::Uuid;

use super::{dto::*, save};
use crate::{
    config::user_imports::source::{Format, RowSource, Spreadsheet},
    warranties::{can_edit, entity::{unit, unit_type}, files::read_file},
};

const COLUMNS: [(&str, &[&str]); 7] = [
    ("name", &["unidad", "unidade", "depto", "departamento"]),
    ("floor", &["piso", "andar"]),
    ("unit_type", &["tipo", "tipologia", "tipo de unidad"]),
    ("parkings", &["estacionamientos", "vagas", "estacionamento"]),
    ("stores", &["bodegas", "depositos"]),
    ("responsible", &["responsable", "responsavel"]),
    ("registry_date", &["fecha inscripcion", "data de registro", "inscripcion"]),
];

/// Imports units into the project.
#[utoipa::path(post, operation_id = "import_units", path = "/warranties/units/import", tag = "warranties", params(("projectId" = Uuid, Query)), request_body(content = crate::warranties::config::dto::FileForm, content_type = "multipart/form-data"), responses((status = 200, body = One<CreatedOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn import(State(state): State<AppState>, ctx: Ctx, multipart: Result<Multipart, MultipartRejection>) -> ApiResult<Json<One<CreatedOut>>> {
    can_edit(&ctx)?;
    let project = ctx.require_project()?;
    let (file_name, bytes) = read_file(multipart).await?;
    if !file_name.to_ascii_lowercase().ends_with(".xlsx") {
        return Err(ApiError::field("file", Msg::new("warranties.xlsx_only")));
    }
    let table = Spreadsheet { bytes: &bytes, format: Format::Xlsx }.read()?;
    let index: HashMap<&str, usize> = COLUMNS.iter().filter_map(|(field, names)| table.headers.iter().position(|h| names.contains(&name_key(h).as_str())).map(|i| (*field, i))).collect();
    if !index.contains_key("name") {
        return Err(ApiError::field("file", Msg::new("warranties.import_name_column")));
    }
    let types: HashMap<String, Uuid> = unit_type::Entity::scoped(&ctx.tenant).filter(unit_type::Column::ProjectId.eq(project)).all(&state.db).await?.into_iter().map(|t| (t.name_key, t.id)).collect();
    let assigned: HashSet<Uuid> = user_project::Entity::find().filter(user_project::Column::ProjectId.eq(project)).all(&state.db).await?.into_iter().map(|u| u.user_id).collect();
    let mut people: HashMap<String, Uuid> = HashMap::new();
    for u in user::Entity::scoped(&ctx.tenant).filter(user::Column::Enabled.eq(true)).all(&state.db).await?.into_iter().filter(|u| assigned.contains(&u.id)) {
        people.insert(u.username.to_lowercase(), u.id);
        if let Some(e) = &u.email {
            people.insert(e.to_lowercase(), u.id);
        }
    }
    let existing: HashSet<String> = unit::Entity::scoped(&ctx.tenant).filter(unit::Column::ProjectId.eq(project)).all(&state.db).await?.into_iter().map(|u| u.name_key).collect();
    let mut errors: BTreeMap<String, Vec<Msg>> = BTreeMap::new();
    let mut seen = HashSet::new();
    let mut valid = Vec::new();
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    for (number, cells) in &table.rows {
        let text = |field: &str| index.get(field).and_then(|i| cells.get(*i)).map(|c| c.text.trim().to_string()).filter(|t| !t.is_empty());
        let list = |field: &str| text(field).map(|t| t.split([',', ';']).map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect()).unwrap_or_default();
        let mut problems = Vec::new();
        let unit_type_id = match text("unit_type") {
            Some(t) => types.get(&name_key(&t)).copied().or_else(|| {
                problems.push(Msg::new("warranties.unit_type_missing"));
                None
            }),
            None => None,
        };
        let responsible_id = match text("responsible") {
            Some(r) => people.get(&r.to_lowercase()).copied().or_else(|| {
                problems.push(Msg::new("warranties.responsible_missing"));
                None
            }),
            None => None,
        };
        let input = UnitIn { version: None, name: text("name"), floor: text("floor"), unit_type_id, parkings: list("parkings"), stores: list("stores"), responsible_id, registry_date: text("registry_date") };
        let key = name_key(input.name.as_deref().unwrap_or_default());
        if !key.is_empty() && (existing.contains(&key) || !seen.insert(key)) {
            problems.push(Msg::new("warranties.unit_taken"));
        }
        match save::validate(&txn, &ctx, project, &input).await {
            Ok(v) if problems.is_empty() => valid.push(v),
            Ok(_) => {}
            Err(err) => problems.extend(err.errors.into_values().flatten()),
        }
        if !problems.is_empty() {
            errors.insert(format!("row {number}"), problems);
        }
    }
    if !errors.is_empty() {
        return Err(ApiError::validation(errors));
    }
    let created = valid.len() as u64;
    for v in valid {
        save::insert(&txn, &ctx, project, v).await?;
    }
    txn.commit().await?;
    Ok(Json(One::new(CreatedOut { created })))
}
