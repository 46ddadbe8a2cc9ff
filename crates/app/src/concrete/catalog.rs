//! The company's concrete catalogues, one table by kind and the same four calls on each path: element kinds
//! (`/concrete/elements`, flag: structural, the IFC class they match), laboratories (`/concrete/laboratories`),
//! companies (`/concrete/companies`, flag: homologated) and concrete types (`/concrete/types`, flag: special, the
//! specified strength). Names are 1–120 characters, unique per kind ignoring case and accents; one in use by a
//! placement or a sample cannot be deleted.

use std::collections::HashMap;

use axum::{extract::State, http::StatusCode, Json};
use chrono::Utc;
use platform::{
    context::Ctx,
    envelope::{ListQuery, One, Page},
    error::{IdPath, JsonBody, QueryParams},
    i18n::Msg,
    ids::new_id,
    search::name_key,
    tenant::Scoped,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set, TransactionTrait};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{can_configure, can_read_config, entity::{catalog, placement, sample}, from_e1, settings::tenths};

#[derive(Serialize, utoipa::ToSchema)]
pub struct ConcreteCatalogItemOut {
    pub id: Uuid,
    /// element, laboratory, company or type.
    pub kind: String,
    pub name: String,
    /// Elements: structural. Companies: homologated. Types: special. Laboratories: unused (false).
    pub flag: bool,
    /// Types: the specified strength (fc in Chile, fck in Brazil), MPa.
    pub strength_mpa: Option<f64>,
    /// Elements: the IFC class of the model's elements of this kind (IfcSlab, IfcWall…).
    pub ifc_class: Option<String>,
    /// Placements or samples that name it (then it cannot be deleted).
    pub in_use: u64,
    pub version: i32,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ConcreteCatalogItemIn {
    /// 1–120 characters.
    pub name: Option<String>,
    pub flag: Option<bool>,
    /// Types only, required: 5–150 MPa, one decimal at most.
    pub strength_mpa: Option<f64>,
    /// Elements only, optional: an IFC class name (Ifc…).
    pub ifc_class: Option<String>,
    /// Required on update: the version read.
    pub version: Option<i32>,
}

/// How many placements or samples name each item of a kind.
async fn usage<C: ConnectionTrait>(db: &C, ctx: &Ctx, kind: &str) -> ApiResult<HashMap<Uuid, u64>> {
    let counted: Vec<(Uuid, i64)> = match kind {
        "laboratory" => sample::Entity::scoped(&ctx.tenant).select_only().column(sample::Column::LaboratoryId).column_as(sample::Column::Id.count(), "n").filter(sample::Column::LaboratoryId.is_not_null()).group_by(sample::Column::LaboratoryId).into_tuple().all(db).await?,
        _ => {
            let column = match kind {
                "element" => placement::Column::ElementId,
                "company" => placement::Column::SupplierId,
                _ => placement::Column::TypeId,
            };
            placement::Entity::scoped(&ctx.tenant).select_only().column(column).column_as(placement::Column::Id.count(), "n").group_by(column).into_tuple().all(db).await?
        }
    };
    Ok(counted.into_iter().map(|(id, n)| (id, n.max(0) as u64)).collect())
}

fn out(row: catalog::Model, in_use: u64) -> ConcreteCatalogItemOut {
    ConcreteCatalogItemOut { id: row.id, kind: row.kind, name: row.name, flag: row.flag, strength_mpa: row.strength_e1.map(from_e1), ifc_class: row.ifc_class, in_use, version: row.version }
}

/// An item of the kind in the caller's company; 404 otherwise.
pub async fn find<C: ConnectionTrait>(db: &C, ctx: &Ctx, kind: &str, id: Uuid) -> ApiResult<catalog::Model> {
    catalog::Entity::scoped(&ctx.tenant).filter(catalog::Column::Kind.eq(kind)).filter(catalog::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)
}

async fn list(state: AppState, ctx: Ctx, kind: &str, query: ListQuery) -> ApiResult<Json<Page<ConcreteCatalogItemOut>>> {
    can_read_config(&ctx)?;
    let rows = catalog::Entity::scoped(&ctx.tenant).filter(catalog::Column::Kind.eq(kind)).order_by_asc(catalog::Column::NameKey).all(&state.db).await?;
    let used = usage(&state.db, &ctx, kind).await?;
    let data: Vec<_> = rows.into_iter().map(|r| { let n = used.get(&r.id).copied().unwrap_or(0); out(r, n) }).collect();
    let total = data.len() as u64;
    Ok(Json(Page::new(data, &ListQuery { rows_per_page: Some(total.max(1)), page: Some(1), ..query }, total)))
}

struct Valid {
    name: String,
    flag: bool,
    strength: Option<i32>,
    ifc_class: Option<String>,
}

fn valid(kind: &str, input: &ConcreteCatalogItemIn) -> ApiResult<Valid> {
    let mut v = Validator::new();
    let name = v.name("name", input.name.as_deref(), 1, 120);
    let strength = if kind == "type" { tenths(&mut v, "strength_mpa", input.strength_mpa, 5.0, 150.0) } else { None };
    let ifc_class = if kind == "element" { input.ifc_class.as_deref().map(str::trim).filter(|c| !c.is_empty()).map(str::to_string) } else { None };
    if let Some(class) = &ifc_class {
        if class.len() > 60 || !class.to_ascii_lowercase().starts_with("ifc") || !class.chars().all(|c| c.is_ascii_alphanumeric()) {
            v.add("ifc_class", Msg::new("concrete.ifc_class"));
        }
    }
    v.finish()?;
    Ok(Valid { name, flag: kind != "laboratory" && input.flag.unwrap_or(false), strength, ifc_class })
}

fn taken() -> ApiError {
    ApiError::field("name", Msg::new("validation.taken"))
}

async fn create(state: AppState, ctx: Ctx, kind: &'static str, input: ConcreteCatalogItemIn) -> ApiResult<(StatusCode, Json<One<ConcreteCatalogItemOut>>)> {
    can_configure(&ctx)?;
    let ok = valid(kind, &input)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    platform::db::name_free(&txn, catalog::Entity::scoped(&ctx.tenant).filter(catalog::Column::Kind.eq(kind)), catalog::Column::NameKey, catalog::Column::Id, &ok.name, None).await?;
    let now = Utc::now();
    let row = catalog::ActiveModel { id: Set(new_id()), company_id: Set(ctx.company.id), kind: Set(kind.into()), name_key: Set(name_key(&ok.name)), name: Set(ok.name), flag: Set(ok.flag), strength_e1: Set(ok.strength), ifc_class: Set(ok.ifc_class), version: Set(1), created_at: Set(now), updated_at: Set(now) };
    let row = catalog::Entity::insert(row).exec_with_returning(&txn).await.map_err(|e| platform::db::unique_or(e, taken))?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(out(row, 0)))))
}

async fn update(state: AppState, ctx: Ctx, kind: &'static str, id: Uuid, input: ConcreteCatalogItemIn) -> ApiResult<Json<One<ConcreteCatalogItemOut>>> {
    can_configure(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = find(&txn, &ctx, kind, id).await?;
    let ok = valid(kind, &input)?;
    if input.version != Some(row.version) {
        return Err(ApiError::conflict());
    }
    platform::db::name_free(&txn, catalog::Entity::scoped(&ctx.tenant).filter(catalog::Column::Kind.eq(kind)), catalog::Column::NameKey, catalog::Column::Id, &ok.name, Some(id)).await?;
    let mut active: catalog::ActiveModel = row.into();
    active.name_key = Set(name_key(&ok.name));
    active.name = Set(ok.name);
    active.flag = Set(ok.flag);
    active.strength_e1 = Set(ok.strength);
    active.ifc_class = Set(ok.ifc_class);
    active.version = Set(input.version.unwrap_or(0) + 1);
    active.updated_at = Set(Utc::now());
    let row = catalog::Entity::update(active).exec(&txn).await.map_err(|e| platform::db::unique_or(e, taken))?;
    let used = usage(&txn, &ctx, kind).await?.get(&id).copied().unwrap_or(0);
    txn.commit().await?;
    Ok(Json(One::new(out(row, used))))
}

async fn delete(state: AppState, ctx: Ctx, kind: &'static str, id: Uuid) -> ApiResult<StatusCode> {
    can_configure(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    find(&txn, &ctx, kind, id).await?;
    if usage(&txn, &ctx, kind).await?.get(&id).copied().unwrap_or(0) > 0 {
        return Err(ApiError::field("id", Msg::new("concrete.in_use")));
    }
    catalog::Entity::delete_by_id(id).exec(&txn).await?;
    txn.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The four calls of one catalogue, on its own path.
macro_rules! catalogue {
    ($kind:literal, $path:literal, $id_path:literal, $list:ident, $create:ident, $update:ident, $delete:ident, $op_list:literal, $op_create:literal, $op_update:literal, $op_delete:literal) => {
        /// The catalogue's items, by name, with how many records use each.
        #[utoipa::path(get, operation_id = $op_list, path = $path, tag = "concrete", params(ListQuery), responses((status = 200, body = Page<ConcreteCatalogItemOut>), (status = 403, body = platform::error::ErrorBody)))]
        pub async fn $list(State(state): State<AppState>, ctx: Ctx, QueryParams(query): QueryParams<ListQuery>) -> ApiResult<Json<Page<ConcreteCatalogItemOut>>> {
            list(state, ctx, $kind, query).await
        }

        /// A new item of the catalogue.
        #[utoipa::path(post, operation_id = $op_create, path = $path, tag = "concrete", request_body = ConcreteCatalogItemIn, responses((status = 201, body = One<ConcreteCatalogItemOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
        pub async fn $create(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<ConcreteCatalogItemIn>) -> ApiResult<(StatusCode, Json<One<ConcreteCatalogItemOut>>)> {
            create(state, ctx, $kind, input).await
        }

        /// Edits an item of the catalogue over the version read.
        #[utoipa::path(put, operation_id = $op_update, path = $id_path, tag = "concrete", params(("id" = Uuid, Path)), request_body = ConcreteCatalogItemIn, responses((status = 200, body = One<ConcreteCatalogItemOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
        pub async fn $update(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<ConcreteCatalogItemIn>) -> ApiResult<Json<One<ConcreteCatalogItemOut>>> {
            update(state, ctx, $kind, id, input).await
        }

        /// Deletes an item of the catalogue unless placements or samples use it.
        #[utoipa::path(delete, operation_id = $op_delete, path = $id_path, tag = "concrete", params(("id" = Uuid, Path)), responses((status = 204, description = "Deleted"), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
        pub async fn $delete(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<StatusCode> {
            delete(state, ctx, $kind, id).await
        }
    };
}

catalogue!("element", "/concrete/elements", "/concrete/elements/{id}", list_elements, create_element, update_element, delete_element, "list_concrete_elements", "create_concrete_element", "update_concrete_element", "delete_concrete_element");
catalogue!("laboratory", "/concrete/laboratories", "/concrete/laboratories/{id}", list_laboratories, create_laboratory, update_laboratory, delete_laboratory, "list_concrete_laboratories", "create_concrete_laboratory", "update_concrete_laboratory", "delete_concrete_laboratory");
catalogue!("company", "/concrete/companies", "/concrete/companies/{id}", list_companies, create_company, update_company, delete_company, "list_concrete_companies", "create_concrete_company", "update_concrete_company", "delete_concrete_company");
catalogue!("type", "/concrete/types", "/concrete/types/{id}", list_types, create_type, update_type, delete_type, "list_concrete_types", "create_concrete_type", "update_concrete_type", "delete_concrete_type");
