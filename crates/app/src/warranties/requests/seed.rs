//! Bulk after-sales for the benchmark (`obra admin seed-requests`): N requests of one project over N/20 units
//! with owner accounts, three failures each (places, items and severities from small lists, a tenth out of
//! warranty), a first staff message on half of them and an order on a tenth, creation dates over two years,
//! written in batches of 1000 rows inside one transaction.

use chrono::{Duration, Utc};
use platform::{
    entities::{project, user_project},
    search::{name_key, natural_key},
    ApiError, ApiResult,
};
use sea_orm::{ActiveValue::Set, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, TransactionTrait};
use uuid::Uuid;

use crate::{
    tickets::{
        entity::{counter, message, ticket},
        status::{Origin, Priority, Status},
        POSTVENTA,
    },
    warranties::entity::{failure, order, owner_account, unit},
};

const BATCH: usize = 1000;
const PLACES: [&str; 6] = ["Muros", "Piso", "Cielo", "Ventanas", "Puertas", "Sanitarios"];
const ITEMS: [&str; 8] = ["Pintura", "Cerámica", "Porcelanato", "Sello", "Cierre", "Bisagra", "Grifería", "Enchufe"];
const SEVERITIES: [&str; 3] = ["Leve", "Moderada", "Grave"];

/// Seeds `count` requests in the project named `project_name`; returns the project id.
pub async fn seed(db: &DatabaseConnection, project_name: &str, count: usize) -> ApiResult<Uuid> {
    let project = project::Entity::find().filter(project::Column::Name.eq(project_name)).one(db).await?.ok_or_else(ApiError::not_found)?;
    let people: Vec<Uuid> = user_project::Entity::find().filter(user_project::Column::ProjectId.eq(project.id)).all(db).await?.into_iter().map(|u| u.user_id).collect();
    let company = project.company_id;
    let txn = db.begin_with_options(platform::db::WRITE).await?;
    let now = Utc::now();
    let units_count = (count / 20).max(1);
    let mut units = Vec::with_capacity(units_count);
    let mut accounts = Vec::with_capacity(units_count);
    for start in (0..units_count).step_by(BATCH) {
        let (mut u_rows, mut a_rows) = (Vec::new(), Vec::new());
        for i in start..(start + BATCH).min(units_count) {
            let (uid, aid) = (Uuid::now_v7(), Uuid::now_v7());
            let name = format!("PV {}", i + 1);
            u_rows.push(unit::ActiveModel {
                id: Set(uid), company_id: Set(company), project_id: Set(project.id), unit_type_id: Set(None), name_key: Set(name_key(&name)), sort_key: Set(natural_key(&name)), name: Set(name),
                floor: Set(Some((i % 20 + 1).to_string())), parkings: Set(serde_json::json!([])), stores: Set(serde_json::json!([])), responsible_id: Set(people.first().copied()), status: Set("delivered".into()),
                scheduled_at: Set(None), schedule_token: Set(None), schedule_answer: Set(None), delivery_date: Set(Some((now - Duration::days(800)).date_naive())), registry_date: Set(None), note: Set(None), act_id: Set(None),
                version: Set(1), created_at: Set(now), updated_at: Set(now),
            });
            a_rows.push(owner_account::ActiveModel { id: Set(aid), company_id: Set(company), email: Set(format!("propietario{}@bench.cl", i + 1)), name: Set(format!("Propietario {}", i + 1)), phone: Set(None), password_hash: Set(None), last_sign_in_at: Set(None), created_at: Set(now) });
            units.push(uid);
            accounts.push(aid);
        }
        unit::Entity::insert_many(u_rows).exec_without_returning(&txn).await?;
        owner_account::Entity::insert_many(a_rows).exec_without_returning(&txn).await?;
    }
    let first = counter::Entity::find_by_id(project.id).one(&txn).await?.map_or(0, |c| c.last);
    let statuses = Status::variants();
    let origins = [Origin::OwnersWeb, Origin::OwnersPwa, Origin::MobileApp, Origin::Email, Origin::Call];
    for start in (0..count).step_by(BATCH) {
        let (mut tickets, mut failures, mut messages, mut orders) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        for i in start..(start + BATCH).min(count) {
            let id = Uuid::now_v7();
            let created = now - Duration::minutes((count - i) as i64 * 5);
            let status = statuses[i % statuses.len()];
            let u = i % units_count;
            let ordered = i % 10 == 0;
            tickets.push(ticket::ActiveModel {
                id: Set(id), company_id: Set(company), project_id: Set(project.id), scope: Set(POSTVENTA.into()), number: Set(first + i as i64 + 1),
                subject: Set(format!("{} en {} #{}", ITEMS[i % ITEMS.len()], PLACES[i % PLACES.len()], i + 1)), description: Set(None), status: Set(status.as_str().into()), send_as: Set(None),
                priority: Set(Priority::Medium.as_str().into()), priority_rank: Set(2), origin: Set(origins[(i / 3) % origins.len()].as_str().into()), applicant_id: Set(None), owner_id: Set(Some(accounts[u])), unit_id: Set(Some(units[u])),
                responsible_id: Set(people.get(i % people.len().max(1)).copied()), category_id: Set(None), postponed_until: Set((status == Status::Postponed).then(|| (created + Duration::days(30)).date_naive())),
                orders_count: Set(i32::from(ordered)), merged_into: Set(None), bim_model_id: Set(None), bim_global_id: Set(None), created_by: Set(people.first().copied()), created_at: Set(created), updated_at: Set(created),
                finished_at: Set((status == Status::Finished).then(|| created + Duration::days((i % 40) as i64))), version: Set(1),
            });
            for k in 0..3 {
                let n = i * 3 + k;
                failures.push(failure::ActiveModel {
                    id: Set(Uuid::now_v7()), company_id: Set(company), project_id: Set(project.id), ticket_id: Set(id), unit_id: Set(Some(units[u])), number: Set(k as i32 + 1),
                    area_id: Set(None), place_id: Set(None), item_id: Set(None), issue_id: Set(None), area_name: Set("Departamento".into()), place_name: Set(PLACES[n % PLACES.len()].into()), item_name: Set(ITEMS[(n / 2) % ITEMS.len()].into()),
                    issue_name: Set(None), severity_id: Set(None), severity_name: Set(Some(SEVERITIES[n % SEVERITIES.len()].into())), detail: Set(None), batch: Set(None), guarantee: Set("finishes".into()),
                    warranty_ends: Set(None), in_warranty: Set(n % 10 != 0), status: Set(if status == Status::Finished { "managed" } else { "pending" }.into()), status_reason: Set(None), combined_into: Set(None),
                    result: Set(None), managed_at: Set(None), created_by: Set(None), created_at: Set(created), updated_at: Set(created),
                });
            }
            if i % 2 == 0 {
                messages.push(message::ActiveModel { id: Set(Uuid::now_v7()), company_id: Set(company), ticket_id: Set(id), origin_ticket_id: Set(None), author_id: Set(people.first().copied()), body: Set("Recibimos su solicitud.".into()), private: Set(false), kind: Set("message".into()), created_at: Set(created + Duration::hours((i % 48) as i64)) });
            }
            if ordered {
                let starts = created + Duration::days(3);
                orders.push(order::ActiveModel {
                    id: Set(Uuid::now_v7()), company_id: Set(company), project_id: Set(project.id), ticket_id: Set(id), kind: Set("oi".into()), seq: Set(1), code: Set("OI-1".into()), status: Set("managed".into()),
                    responsible_id: Set(people.first().copied()), contractor: Set(None), starts_at: Set(starts), ends_at: Set(starts + Duration::hours(2)), observation: Set(None), visit_answer: Set(None), visit_reason: Set(None),
                    visit_answered_at: Set(None), visit_by_owner: Set(false), cancel_reason: Set(None), managed_at: Set(Some(starts + Duration::hours((i % 5) as i64))), created_by: Set(None), created_at: Set(created), updated_at: Set(created), version: Set(1),
                });
            }
        }
        ticket::Entity::insert_many(tickets).exec_without_returning(&txn).await?;
        for chunk in failures.chunks(BATCH) {
            failure::Entity::insert_many(chunk.to_vec()).exec_without_returning(&txn).await?;
        }
        if !messages.is_empty() {
            message::Entity::insert_many(messages).exec_without_returning(&txn).await?;
        }
        if !orders.is_empty() {
            order::Entity::insert_many(orders).exec_without_returning(&txn).await?;
        }
    }
    counter::Entity::insert(counter::ActiveModel { project_id: Set(project.id), last: Set(first + count as i64) })
        .on_conflict(sea_orm::sea_query::OnConflict::column(counter::Column::ProjectId).update_column(counter::Column::Last).to_owned())
        .exec_without_returning(&txn)
        .await?;
    txn.commit().await?;
    let maintain = if db.get_database_backend() == sea_orm::DbBackend::Postgres { "VACUUM ANALYZE" } else { "ANALYZE" };
    db.execute_unprepared(maintain).await?;
    Ok(project.id)
}
