//! Verifications and observations as the API shows them, read in batched queries for a whole page: the activity's
//! WBS code and description, the unit's and people's names, the items' counts and the open observations.

use std::collections::HashMap;

use chrono::Utc;
use platform::ApiResult;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};
use uuid::Uuid;

use crate::{
    quality::{activities::tree, entity::activity},
    verifications::{
        dto::*,
        entity::{item, observation, photo, verification},
        names,
    },
    warranties::entity::unit,
};

/// (code, description) of activities.
async fn activities<C: ConnectionTrait>(db: &C, ids: Vec<Uuid>) -> ApiResult<HashMap<Uuid, (String, String)>> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    Ok(activity::Entity::find().filter(activity::Column::Id.is_in(ids)).all(db).await?.into_iter().map(|a| (a.id, (tree::code(&a.path), a.description))).collect())
}

async fn units<C: ConnectionTrait>(db: &C, ids: Vec<Uuid>) -> ApiResult<HashMap<Uuid, String>> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    Ok(unit::Entity::find().filter(unit::Column::Id.is_in(ids)).all(db).await?.into_iter().map(|u| (u.id, u.name)).collect())
}

fn state_of(text: &str) -> VerificationState {
    VerificationState::parse(text).unwrap_or(VerificationState::Pending)
}

pub fn result_of(text: &str) -> VerificationResult {
    VerificationResult::parse(text).unwrap_or(VerificationResult::Pending)
}

/// The rows of a page.
pub async fn rows<C: ConnectionTrait>(db: &C, list: Vec<verification::Model>) -> ApiResult<Vec<VerificationRowOut>> {
    let ids: Vec<Uuid> = list.iter().map(|v| v.id).collect();
    let acts = activities(db, list.iter().map(|v| v.activity_id).collect()).await?;
    let unit_names = units(db, list.iter().filter_map(|v| v.unit_id).collect()).await?;
    let people = names(db, list.iter().filter_map(|v| v.responsible_id).collect()).await?;
    let mut counts: HashMap<Uuid, (u32, u32, u32)> = HashMap::new();
    let mut open: HashMap<Uuid, u32> = HashMap::new();
    for chunk in ids.chunks(500) {
        for i in item::Entity::find().filter(item::Column::VerificationId.is_in(chunk.to_vec())).all(db).await? {
            let c = counts.entry(i.verification_id).or_default();
            c.0 += 1;
            c.1 += u32::from(i.result != VerificationResult::Pending.as_str());
            c.2 += u32::from(i.result == VerificationResult::Failure.as_str());
        }
        let obs = observation::Entity::find().filter(observation::Column::VerificationId.is_in(chunk.to_vec())).filter(observation::Column::State.eq(VerificationObservationState::Open.as_str())).all(db).await?;
        for o in obs {
            *open.entry(o.verification_id).or_default() += 1;
        }
    }
    Ok(list
        .into_iter()
        .map(|v| {
            let (code, description) = acts.get(&v.activity_id).cloned().unwrap_or_default();
            let (total, answered, failures) = counts.get(&v.id).copied().unwrap_or_default();
            VerificationRowOut {
                id: v.id,
                project_id: v.project_id,
                activity_id: v.activity_id,
                activity_code: code,
                activity_description: description,
                unit_id: v.unit_id,
                unit_name: v.unit_id.and_then(|u| unit_names.get(&u).cloned()),
                template_id: v.template_id,
                template_name: v.template_name,
                responsible_id: v.responsible_id,
                responsible_name: v.responsible_id.and_then(|u| people.get(&u).cloned()),
                scheduled_on: v.scheduled_on,
                state: state_of(&v.state),
                closed_at: v.closed_at,
                items_total: total,
                items_answered: answered,
                failures,
                open_observations: open.get(&v.id).copied().unwrap_or(0),
                version: v.version,
            }
        })
        .collect())
}

/// The items of a verification, in order.
pub async fn items_of<C: ConnectionTrait>(db: &C, id: Uuid) -> ApiResult<Vec<item::Model>> {
    Ok(item::Entity::find().filter(item::Column::VerificationId.eq(id)).order_by_asc(item::Column::Position).order_by_asc(item::Column::Id).all(db).await?)
}

/// One verification with its items, photos, observations and signer.
pub async fn one<C: ConnectionTrait>(db: &C, v: verification::Model) -> ApiResult<VerificationOut> {
    let id = v.id;
    let signed_by = v.signed_by;
    let head = rows(db, vec![v]).await?.pop().ok_or_else(platform::ApiError::not_found)?;
    let items = items_of(db, id).await?;
    let mut photos: HashMap<Uuid, Vec<VerificationPhotoOut>> = HashMap::new();
    for p in photo::Entity::find().filter(photo::Column::VerificationId.eq(id)).order_by_asc(photo::Column::CreatedAt).order_by_asc(photo::Column::Id).all(db).await? {
        if let Some(i) = p.item_id {
            photos.entry(i).or_default().push(photo_out(&p));
        }
    }
    let people = names(db, items.iter().filter_map(|i| i.answered_by).chain(signed_by).collect()).await?;
    let obs = observation::Entity::find().filter(observation::Column::VerificationId.eq(id)).order_by_asc(observation::Column::CreatedAt).all(db).await?;
    Ok(VerificationOut {
        items: items
            .into_iter()
            .map(|i| VerificationItemOut { photos: photos.remove(&i.id).unwrap_or_default(), answered_by_name: i.answered_by.and_then(|u| people.get(&u).cloned()), result: result_of(&i.result), id: i.id, position: i.position, text: i.text, requires_photo: i.requires_photo, note: i.note, answered_at: i.answered_at })
            .collect(),
        observations: observations(db, obs).await?,
        signed_by_name: signed_by.and_then(|u| people.get(&u).cloned()),
        signed_by,
        pdf_url: format!("/api/verifications/{id}/pdf"),
        head,
    })
}

/// Observations with their item, activity, unit, people and closing photos.
pub async fn observations<C: ConnectionTrait>(db: &C, list: Vec<observation::Model>) -> ApiResult<Vec<VerificationObservationOut>> {
    if list.is_empty() {
        return Ok(Vec::new());
    }
    let verifications: HashMap<Uuid, verification::Model> = verification::Entity::find().filter(verification::Column::Id.is_in(list.iter().map(|o| o.verification_id).collect::<Vec<_>>())).all(db).await?.into_iter().map(|v| (v.id, v)).collect();
    let texts: HashMap<Uuid, String> = item::Entity::find().filter(item::Column::Id.is_in(list.iter().map(|o| o.item_id).collect::<Vec<_>>())).all(db).await?.into_iter().map(|i| (i.id, i.text)).collect();
    let acts = activities(db, verifications.values().map(|v| v.activity_id).collect()).await?;
    let unit_names = units(db, verifications.values().filter_map(|v| v.unit_id).collect()).await?;
    let people = names(db, list.iter().flat_map(|o| [o.responsible_id, o.closed_by]).flatten().collect()).await?;
    let mut photos: HashMap<Uuid, Vec<VerificationPhotoOut>> = HashMap::new();
    for p in photo::Entity::find().filter(photo::Column::ObservationId.is_in(list.iter().map(|o| o.id).collect::<Vec<_>>())).all(db).await? {
        if let Some(o) = p.observation_id {
            photos.entry(o).or_default().push(photo_out(&p));
        }
    }
    let today = Utc::now().date_naive();
    Ok(list
        .into_iter()
        .map(|o| {
            let v = verifications.get(&o.verification_id);
            let activity_id = v.map(|v| v.activity_id).unwrap_or_default();
            let unit_id = v.and_then(|v| v.unit_id);
            let (code, description) = acts.get(&activity_id).cloned().unwrap_or_default();
            let state = VerificationObservationState::parse(&o.state).unwrap_or(VerificationObservationState::Open);
            VerificationObservationOut {
                item_text: texts.get(&o.item_id).cloned().unwrap_or_default(),
                activity_code: code,
                activity_description: description,
                unit_name: unit_id.and_then(|u| unit_names.get(&u).cloned()),
                responsible_name: o.responsible_id.and_then(|u| people.get(&u).cloned()),
                closed_by_name: o.closed_by.and_then(|u| people.get(&u).cloned()),
                overdue: state == VerificationObservationState::Open && o.deadline < today,
                photos: photos.remove(&o.id).unwrap_or_default(),
                id: o.id,
                verification_id: o.verification_id,
                item_id: o.item_id,
                activity_id,
                unit_id,
                description: o.description,
                deadline: o.deadline,
                responsible_id: o.responsible_id,
                state,
                closing_note: o.closing_note,
                closed_at: o.closed_at,
                created_at: o.created_at,
            }
        })
        .collect())
}
