//! Demo deliveries in Constructora Andes' Condominio Vista Cordillera: a severity catalogue, two unit types with
//! their checklists, 40 units in every state of a delivery, and one delivered unit with its signed act (a real
//! PDF in the storage layer), so a new user sees a living module. Skipped when the project has unit types.

use chrono::{Datelike, Duration, NaiveDate, Utc};
use platform::{
    entities::{company, project, user},
    search::{name_key, natural_key},
    ApiError, ApiResult, AppState,
};
use sea_orm::{ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, TransactionTrait};
use uuid::Uuid;

use crate::warranties::entity::{act as act_row, node, owner, revision, severity, unit, unit_type};

const PROJECT: &str = "Condominio Vista Cordillera";
const SEVERITIES: [&str; 3] = ["Leve", "Moderada", "Grave"];
/// (area, [(place, [(item, [issues])])]).
type Tree = &'static [(&'static str, &'static [(&'static str, &'static [(&'static str, &'static [&'static str])])])];
const CHECKLIST: Tree = &[
    ("Living-comedor", &[("Muros", &[("Pintura", &["Mancha", "Fisura"]), ("Enchufes", &["No funciona"])]), ("Piso", &[("Porcelanato", &["Quebrado", "Desnivel"])])]),
    ("Cocina", &[("Muebles", &[("Puertas", &["Desalineada"])]), ("Grifería", &[("Llave", &["Filtración"])])]),
    ("Baño principal", &[("Sanitarios", &[("WC", &["Filtración"])]), ("Ducha", &[("Sello", &["Falta silicona"])])]),
    ("Dormitorio principal", &[("Ventanas", &[("Cierre", &["No cierra"])])]),
];
/// States of the 40 units, by count.
const STATES: [(&str, usize); 6] = [("new", 16), ("to_confirm", 6), ("confirmed", 5), ("rejected", 3), ("delivered", 6), ("delivered_observations", 4)];
const OWNERS: [(&str, &str); 8] = [("Camila", "Rojas Fuentes"), ("Matías", "González Pérez"), ("Josefa", "Muñoz Soto"), ("Benjamín", "Díaz Vera"), ("Antonia", "Silva Reyes"), ("Vicente", "Castro Lagos"), ("Florencia", "Núñez Bravo"), ("Tomás", "Herrera Paz")];

struct Ids {
    company: Uuid,
    project: project::Model,
    inspector: Uuid,
}

async fn ids<C: ConnectionTrait>(db: &C) -> ApiResult<Option<Ids>> {
    let Some(project) = project::Entity::find().filter(project::Column::Name.eq(PROJECT)).one(db).await? else { return Ok(None) };
    let inspector = user::Entity::find().filter(user::Column::Username.eq("inspector")).filter(user::Column::CompanyId.eq(project.company_id)).one(db).await?;
    Ok(inspector.map(|i| Ids { company: project.company_id, inspector: i.id, project }))
}

pub async fn load(state: &AppState) -> ApiResult<()> {
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let Some(ids) = ids(&txn).await? else { return Ok(()) };
    if unit_type::Entity::find().filter(unit_type::Column::ProjectId.eq(ids.project.id)).count(&txn).await? > 0 {
        return Ok(());
    }
    let now = Utc::now();
    let mut sev = Vec::new();
    for (i, name) in SEVERITIES.iter().enumerate() {
        let id = Uuid::now_v7();
        severity::Entity::insert(severity::ActiveModel { id: Set(id), company_id: Set(ids.company), project_id: Set(ids.project.id), name: Set(name.to_string()), name_key: Set(name_key(name)), position: Set(i as i32), created_at: Set(now) }).exec_without_returning(&txn).await?;
        sev.push(id);
    }
    let mut types = Vec::new();
    for (name, surface, rooms) in [("Depto 2D2B", 62.5, 2), ("Depto 3D2B", 84.0, 3)] {
        let id = Uuid::now_v7();
        unit_type::Entity::insert(unit_type::ActiveModel { id: Set(id), company_id: Set(ids.company), project_id: Set(ids.project.id), name: Set(name.into()), name_key: Set(name_key(name)), category: Set(Some("Departamento".into())), surface: Set(Some(surface)), rooms: Set(Some(rooms)), version: Set(1), created_at: Set(now), updated_at: Set(now) }).exec_without_returning(&txn).await?;
        let items = checklist(&txn, ids.company, id, &sev).await?;
        types.push((id, items));
    }
    let mut kinds = STATES.iter().flat_map(|(s, n)| std::iter::repeat_n(*s, *n));
    let mut signed = None;
    for floor in 1..=4 {
        for door in 1..=10 {
            let status = kinds.next().unwrap_or("new");
            let n = (floor - 1) * 10 + door;
            let name = format!("Depto {floor}{door:02}");
            let (type_id, items) = &types[door % 2];
            let id = Uuid::now_v7();
            // Visits at 10:00, 12:00, 14:00 or 16:00 in Chile (UTC-3), from three days ago to eight days ahead.
            let morning = now.date_naive().and_hms_opt(13, 0, 0).unwrap_or_default().and_utc();
            let day = morning + Duration::days((n % 12) as i64 - 3);
            // Sundays are not working days in the default agenda.
            let day = if day.weekday() == chrono::Weekday::Sun { day + Duration::days(1) } else { day };
            let scheduled = (status != "new").then(|| day + Duration::hours((n % 4) as i64 * 2));
            let delivered = status.starts_with("delivered").then(|| (now - Duration::days(n as i64 % 20 + 1)).date_naive());
            unit::Entity::insert(unit::ActiveModel {
                id: Set(id), company_id: Set(ids.company), project_id: Set(ids.project.id), unit_type_id: Set(Some(*type_id)), name_key: Set(name_key(&name)), sort_key: Set(natural_key(&name)), name: Set(name.clone()),
                floor: Set(Some(floor.to_string())), parkings: Set(serde_json::json!([format!("E-{n}")])), stores: Set(serde_json::json!(if n % 3 == 0 { vec![format!("B-{n}")] } else { vec![] })),
                responsible_id: Set(Some(ids.inspector)), status: Set(status.into()), scheduled_at: Set(scheduled), schedule_token: Set(None),
                schedule_answer: Set((status == "rejected").then(|| "No puedo ese día, propongan otra fecha.".to_string())), delivery_date: Set(delivered), registry_date: Set(None), note: Set(None), act_id: Set(None),
                version: Set(1), created_at: Set(now), updated_at: Set(now),
            })
            .exec_without_returning(&txn)
            .await?;
            if status != "new" {
                let (first, last) = OWNERS[n % OWNERS.len()];
                owner::Entity::insert(owner::ActiveModel { id: Set(Uuid::now_v7()), company_id: Set(ids.company), unit_id: Set(id), first_name: Set(first.into()), last_name: Set(last.into()), email: Set(Some(format!("{}.{}@correo.cl", name_key(first), n))), phone: Set(Some("+56 9 8765 4321".into())), tax_id: Set(None), role: Set("owner".into()), receiver_type: Set(None), position: Set(0), created_at: Set(now) }).exec_without_returning(&txn).await?;
            }
            if delivered.is_some() {
                for (i, item) in items.iter().enumerate() {
                    let failure = status == "delivered_observations" && i == 0;
                    revision::Entity::insert(revision::ActiveModel { id: Set(Uuid::now_v7()), company_id: Set(ids.company), unit_id: Set(id), item_id: Set(*item), issue_id: Set(None), severity_id: Set(failure.then(|| sev[1])), status: Set(if failure { "failure" } else { "complies" }.into()), comment: Set(failure.then(|| "Mancha en muro junto a la ventana.".to_string())), updated_by: Set(Some(ids.inspector)), updated_at: Set(now) }).exec_without_returning(&txn).await?;
                }
                if status == "delivered_observations" && signed.is_none() {
                    signed = Some((id, name.clone(), floor, n, delivered));
                }
            }
        }
    }
    if let Some((id, name, floor, n, date)) = signed {
        sign(state, &txn, &ids, id, &name, floor, n, date.unwrap_or(now.date_naive())).await?;
    }
    txn.commit().await?;
    Ok(())
}

/// The unit type's checklist; returns the item ids in tree order.
async fn checklist<C: ConnectionTrait>(db: &C, company: Uuid, type_id: Uuid, sev: &[Uuid]) -> ApiResult<Vec<Uuid>> {
    let now = Utc::now();
    let mut items = Vec::new();
    let add = |parent: Option<Uuid>, scope: Uuid, level: &str, name: &str, position: usize, severity: Option<Uuid>| {
        let id = Uuid::now_v7();
        (id, node::ActiveModel { id: Set(id), company_id: Set(company), unit_type_id: Set(type_id), parent_id: Set(parent), scope_id: Set(scope), level: Set(level.into()), name: Set(name.into()), name_key: Set(name_key(name)), severity_id: Set(severity), position: Set(position as i32), created_at: Set(now) })
    };
    let mut rows = Vec::new();
    for (a, (area, places)) in CHECKLIST.iter().enumerate() {
        let (area_id, row) = add(None, type_id, "area", area, a, None);
        rows.push(row);
        for (p, (place, list)) in places.iter().enumerate() {
            let (place_id, row) = add(Some(area_id), area_id, "place", place, p, None);
            rows.push(row);
            for (i, (item, issues)) in list.iter().enumerate() {
                let (item_id, row) = add(Some(place_id), place_id, "item", item, i, None);
                rows.push(row);
                items.push(item_id);
                for (k, issue) in issues.iter().enumerate() {
                    rows.push(add(Some(item_id), item_id, "issue", issue, k, sev.get(k % sev.len()).copied()).1);
                }
            }
        }
    }
    // Parents first: one insert per row keeps the foreign keys satisfied on both engines.
    for row in rows {
        node::Entity::insert(row).exec_without_returning(db).await?;
    }
    Ok(items)
}

#[allow(clippy::too_many_arguments)]
async fn sign<C: ConnectionTrait>(state: &AppState, db: &C, ids: &Ids, unit_id: Uuid, name: &str, floor: usize, n: usize, date: NaiveDate) -> ApiResult<()> {
    let company = company::Entity::find_by_id(ids.company).one(db).await?.ok_or_else(|| ApiError::internal("demo company missing"))?;
    let (first, last) = OWNERS[n % OWNERS.len()];
    let p = &ids.project;
    let doc = act::Act {
        lang: act::Lang::Es,
        logo: None,
        company_name: company.name.clone(),
        project: act::Project { name: p.name.clone(), address: p.address.clone(), real_estate_name: p.real_estate_name.clone(), real_estate_tax_id: p.real_estate_tax_id.clone(), legal_rep_name: p.legal_representative.clone(), legal_rep_tax_id: p.legal_representative_tax_id.clone(), municipal_reception_date: p.municipal_reception_date },
        unit: act::Unit { name: name.into(), floor: Some(floor.to_string()), unit_type: Some("Depto 2D2B".into()), surface_m2: Some(62.5), parkings: vec![format!("E-{n}")], delivery_date: Some(date), responsible: Some("Rodrigo Paredes Lagos".into()), ..Default::default() },
        owners: vec![act::Person { first_name: first.into(), last_name: last.into(), role: act::Role::Owner, ..Default::default() }],
        observations: vec![act::Observation { area: "Living-comedor".into(), place: "Muros".into(), item: "Pintura".into(), severity: Some("Moderada".into()), comment: Some("Mancha en muro junto a la ventana.".into()), ..Default::default() }],
        revision: act::RevisionSummary { complies: 7, failures: 1, ..Default::default() },
        date,
        signatures: vec![
            act::SignatureBox { role_label: "Propietario".into(), name: format!("{first} {last}"), tax_id: None, image: Some(act::Image { bytes: act::scribble(n as u32) }) },
            act::SignatureBox { role_label: "Representante de la empresa".into(), name: "Rodrigo Paredes Lagos".into(), tax_id: None, image: Some(act::Image { bytes: act::scribble(7) }) },
        ],
        ..Default::default()
    };
    let bytes = act::render(&doc).map_err(ApiError::internal)?;
    let act_id = Uuid::now_v7();
    let key = format!("acts/{}/{unit_id}/{act_id}.pdf", ids.company);
    let size = bytes.len() as i64;
    let written = state.storage.put_bytes(&key, bytes).await.map_err(ApiError::internal)?;
    act_row::Entity::insert(act_row::ActiveModel { id: Set(act_id), company_id: Set(ids.company), unit_id: Set(unit_id), object_key: Set(key), size: Set(size), sha256: Set(written.sha256), act_date: Set(date), signers: Set(serde_json::json!([{"role": "Propietario", "name": format!("{first} {last}")}, {"role": "Representante de la empresa", "name": "Rodrigo Paredes Lagos"}])), observations: Set(1), signed_by: Set(ids.inspector), created_at: Set(Utc::now()) }).exec_without_returning(db).await?;
    unit::Entity::update_many().col_expr(unit::Column::ActId, sea_orm::sea_query::Expr::value(Some(act_id))).filter(unit::Column::Id.eq(unit_id)).exec(db).await?;
    Ok(())
}
