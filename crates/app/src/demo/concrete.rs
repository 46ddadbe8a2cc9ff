//! Demo concrete in Edificio Los Robles: its structure model (the prefab sample of samples/ifc, processed by the
//! usual job) assigned to Concrete, the company's catalogues and settings, and nine placements on the model's slabs,
//! beams and columns forming three lots: one conforming, one non-conforming (with its Cmanagement ticket) and one
//! still open. Skipped when the project has placements, and without the demo model (`OBRA_DEMO_MODEL=0`).

use chrono::{Duration, Utc};
use platform::{
    context::{ClientInfo, Ctx},
    entities::{project, user},
    i18n::Locale,
    jobs,
    search::name_key,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ActiveValue::Set, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, TransactionTrait};
use serde_json::json;
use uuid::Uuid;

use crate::{
    bim::{self, entity::{file, model}},
    concrete::{self, entity::{catalog, placement, placement_element, sample, setting}},
};

const PROJECT: &str = "Edificio Los Robles";

/// A catalogue item: kind, name, flag, strength (tenths of MPa), IFC class.
type Item = (&'static str, &'static str, bool, Option<i32>, Option<&'static str>);
const SAMPLE: &[u8] = include_bytes!("../../../../samples/ifc/schependomlaan-multicom-prefab.ifc");

/// GlobalIds of the sample's first structural elements (slabs, beams, columns), in file order.
fn structural_ids(count: usize) -> Vec<String> {
    let text = String::from_utf8_lossy(SAMPLE);
    text.lines()
        .filter_map(|line| ["IFCSLAB('", "IFCBEAM('", "IFCCOLUMN('"].iter().find_map(|tag| line.split_once(tag)).map(|(_, rest)| rest.split('\'').next().unwrap_or_default().to_string()))
        .take(count)
        .collect()
}

pub async fn load(state: &AppState) -> ApiResult<()> {
    let db = &state.db;
    if !state.config.demo_model {
        return Ok(());
    }
    let Some(project) = project::Entity::find().filter(project::Column::Name.eq(PROJECT)).one(db).await? else { return Ok(()) };
    if placement::Entity::find().filter(placement::Column::ProjectId.eq(project.id)).count(db).await? > 0 {
        return Ok(());
    }
    let Some(admin) = user::Entity::find().filter(user::Column::Username.eq("admin")).filter(user::Column::CompanyId.eq(project.company_id)).one(db).await? else { return Ok(()) };
    let ctx = Ctx::for_user(state, "demo".into(), admin, Locale::Es, ClientInfo { ip: None, user_agent: None }).await?;
    let company = project.company_id;
    let now = Utc::now();
    let model_id = Uuid::now_v7();
    let file_id = Uuid::now_v7();
    let key = format!("bim/{company}/{file_id}.ifc");
    state.storage.put_bytes(&key, SAMPLE.to_vec()).await.map_err(ApiError::internal)?;
    let txn = db.begin_with_options(platform::db::WRITE).await?;
    model::Entity::insert(model::ActiveModel { id: Set(model_id), company_id: Set(company), project_id: Set(project.id), name: Set("Estructura prefabricada".into()), code: Set("LR-EST".into()), concrete: Set(true), version: Set(1), created_by: Set(ctx.user.id), created_at: Set(now), updated_at: Set(now) }).exec_without_returning(&txn).await?;
    let row = file::Model { id: file_id, company_id: company, model_id, name: "schependomlaan-multicom-prefab.ifc".into(), size: SAMPLE.len() as i64, object_key: key, ifc_key: None, state: bim::state::State::Uploaded.as_str().into(), progress: 0, error_code: None, error_detail: None, schema: None, stage: None, entities: 0, elements: 0, generation: 1, created_by: ctx.user.id, created_at: now, updated_at: now, processed_at: None };
    file::Entity::insert(file::ActiveModel::from(row)).exec_without_returning(&txn).await?;
    jobs::enqueue(&txn, Some(company), bim::PROCESS_JOB, json!({"file_id": file_id, "generation": 1})).await?;
    if setting::Entity::find_by_id(company).one(&txn).await?.is_none() {
        setting::Entity::insert(setting::ActiveModel { company_id: Set(company), lot_limit_e1: Set(240), max_placement_e1: Set(100), individual_margin_e1: Set(35), fraction_defective: Set(10), nbr_condition: Set("A".into()), version: Set(1), updated_at: Set(now) }).exec_without_returning(&txn).await?;
    }
    let catalogue: [Item; 12] = [
        ("element", "Losa", true, None, Some("IfcSlab")),
        ("element", "Viga", true, None, Some("IfcBeam")),
        ("element", "Pilar", true, None, Some("IfcColumn")),
        ("element", "Radier", true, None, Some("IfcSlab")),
        ("laboratory", "IDIEM", false, None, None),
        ("laboratory", "DICTUC", false, None, None),
        ("company", "Hormigones Melón", true, None, None),
        ("company", "Ready Mix Centro", true, None, None),
        ("company", "Hormigones del Maipo", false, None, None),
        ("type", "H30", false, Some(300), None),
        ("type", "H25", false, Some(250), None),
        ("type", "H40 autocompactante", true, Some(400), None),
    ];
    let mut ids = std::collections::HashMap::new();
    for (kind, name, flag, strength, ifc) in catalogue {
        // An item the company already has is reused.
        if let Some(kept) = catalog::Entity::find().filter(catalog::Column::CompanyId.eq(company)).filter(catalog::Column::Kind.eq(kind)).filter(catalog::Column::NameKey.eq(name_key(name))).one(&txn).await? {
            ids.insert(name, kept.id);
            continue;
        }
        let id = Uuid::now_v7();
        let row = catalog::ActiveModel { id: Set(id), company_id: Set(company), kind: Set(kind.into()), name: Set(name.into()), name_key: Set(name_key(name)), flag: Set(flag), strength_e1: Set(strength), ifc_class: Set(ifc.map(String::from)), version: Set(1), created_at: Set(now), updated_at: Set(now) };
        catalog::Entity::insert(row).exec_without_returning(&txn).await?;
        ids.insert(name, id);
    }
    let elements = structural_ids(9);
    let today = now.date_naive();
    // (days ago, element kind, m³, type, supplier, cycle)
    let plan = [(40, "Losa", 8.0, "H30", "Hormigones Melón", "C-01"), (38, "Viga", 8.0, "H30", "Hormigones Melón", "C-01"), (36, "Losa", 8.0, "H30", "Hormigones Melón", "C-02"), (34, "Pilar", 8.0, "H25", "Ready Mix Centro", "C-02"), (33, "Viga", 8.0, "H25", "Ready Mix Centro", "C-03"), (32, "Pilar", 8.0, "H25", "Ready Mix Centro", "C-03"), (5, "Losa", 7.5, "H30", "Hormigones Melón", "C-07"), (3, "Viga", 6.0, "H30", "Hormigones del Maipo", "C-08"), (1, "Pilar", 4.5, "H25", "Ready Mix Centro", "C-08")];
    let mut lots = Vec::new();
    for (i, ((days, kind, m3, kind_type, supplier, cycle), global_id)) in plan.iter().zip(elements.iter()).enumerate() {
        let type_id = ids[*kind_type];
        let m3_e1 = (m3 * 10.0) as i32;
        let lot_id = concrete::lots::assign(&txn, &ctx, project.id, type_id, m3_e1).await?;
        let id = Uuid::now_v7();
        placement::Entity::insert(placement::ActiveModel { id: Set(id), company_id: Set(company), project_id: Set(project.id), model_id: Set(model_id), number: Set(i as i64 + 1), element_id: Set(ids[*kind]), m3_e1: Set(m3_e1), location: Set(format!("{kind} eje {}", i + 1)), unit: Set("Torre A".into()), cycle: Set(Some(cycle.to_string())), axis1: Set(None), axis2: Set(None), axis3: Set(None), axis4: Set(None), poured_on: Set(today - Duration::days(*days)), supplier_id: Set(ids[*supplier]), type_id: Set(type_id), guide: Set(Some(format!("GD-{}", 48100 + i))), lot_id: Set(lot_id), created_by: Set(Some(ctx.user.id)), version: Set(1), created_at: Set(now), updated_at: Set(now) }).exec_without_returning(&txn).await?;
        placement_element::Entity::insert(placement_element::ActiveModel { placement_id: Set(id), global_id: Set(global_id.clone()), model_id: Set(model_id) }).exec_without_returning(&txn).await?;
        if !lots.contains(&lot_id) {
            lots.push(lot_id);
        }
    }
    // The first H30 lot conforms, the H25 lot does not; the newest lots wait for their breaks.
    let results: [&[[i32; 2]]; 2] = [&[[362, 371], [355, 366], [374, 381]], &[[231, 226], [248, 252], [219, 224]]];
    for (lot_id, pairs) in lots.iter().zip(results) {
        for (j, pair) in pairs.iter().enumerate() {
            let taken = today - Duration::days(40 - j as i64 * 2);
            sample::Entity::insert(sample::ActiveModel { id: Set(Uuid::now_v7()), company_id: Set(company), lot_id: Set(*lot_id), laboratory_id: Set(Some(ids["IDIEM"])), code: Set(format!("M-{}", 100 + j)), taken_on: Set(taken), age_days: Set(28), tested_on: Set(Some(taken + Duration::days(28))), specimens: Set(serde_json::to_string(pair).map_err(ApiError::internal)?), created_by: Set(Some(ctx.user.id)), created_at: Set(now) }).exec_without_returning(&txn).await?;
        }
        concrete::verdict::judge(&txn, &ctx, *lot_id).await?;
    }
    txn.commit().await?;
    jobs::wake();
    Ok(())
}
