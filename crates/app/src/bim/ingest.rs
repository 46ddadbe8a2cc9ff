//! Storing a parsed IFC file as its element index: elements (the IfcProject and every IfcProduct, with parent,
//! storey and type denormalised for the lists), property and quantity sets, their values and which sets each
//! element has. Rows go in batches, each batch its own short statement, so other writers (SQLite has one at a
//! time) and the server's readers are never held up for long; the file becomes `available` only once every row
//! is in, and a job that runs again (after a crash) starts by clearing what a previous attempt left.

use std::collections::HashSet;

use chrono::Utc;
use platform::AppState;
use sea_orm::{ActiveValue::Set, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter};
use uuid::Uuid;

use super::{
    entity::{element, element_set, file, property, property_set},
    process::Failure,
    state::State,
};

/// Longest stored value (PostgreSQL's b-tree index on values refuses entries above ~2.7 kB).
const MAX_VALUE: usize = 1000;
const BATCH: usize = 1000;

pub async fn store(state: &AppState, row: &file::Model, parsed: &ifc::Model) -> Result<(), Failure> {
    progress(state, row, State::Optimizing, 20).await?;
    clear(&state.db, row.id).await?;
    let elements = elements(row, parsed);
    let sets: Vec<property_set::ActiveModel> = parsed
        .property_sets
        .iter()
        .map(|s| property_set::ActiveModel {
            file_id: Set(row.id),
            step_id: Set(s.step_id as i64),
            name: Set(s.name.clone()),
            kind: Set(match s.kind {
                ifc::SetKind::Properties => "properties",
                ifc::SetKind::Quantities => "quantities",
            }
            .into()),
        })
        .collect();
    let values = values(row.id, parsed);
    let links = links(row.id, parsed);
    let total = (elements.len() + sets.len() + values.len() + links.len()).max(1);
    let mut done = 0;
    let element_count = parsed.products.len() as i32;
    done = insert(state, row, elements, done, total).await?;
    done = insert(state, row, sets, done, total).await?;
    done = insert(state, row, values, done, total).await?;
    insert(state, row, links, done, total).await?;
    let update = file::ActiveModel {
        state: Set(State::Available.as_str().into()),
        progress: Set(100),
        schema: Set(Some(parsed.schema.as_str().into())),
        entities: Set(parsed.entities as i32),
        elements: Set(element_count),
        processed_at: Set(Some(Utc::now())),
        updated_at: Set(Utc::now()),
        ..Default::default()
    };
    file::Entity::update_many().set(update).filter(file::Column::Id.eq(row.id)).filter(file::Column::Generation.eq(row.generation)).exec(&state.db).await?;
    Ok(())
}

/// Inserts rows in batches, moving the progress from 20 to 99 % and stopping if the file's generation changed.
async fn insert<A>(state: &AppState, row: &file::Model, rows: Vec<A>, mut done: usize, total: usize) -> Result<usize, Failure>
where
    A: sea_orm::ActiveModelTrait + Send,
{
    let mut rows = rows.into_iter().peekable();
    while rows.peek().is_some() {
        let batch: Vec<A> = rows.by_ref().take(BATCH).collect();
        done += batch.len();
        <A::Entity as EntityTrait>::insert_many(batch).exec_without_returning(&state.db).await?;
        let percent = 20 + (done * 79 / total) as i32;
        if !progress(state, row, State::Optimizing, percent).await? {
            return Err(Failure::Retry("the file changed while it was being processed".into()));
        }
    }
    Ok(done)
}

/// Records the state and progress; false if the file is gone or in another generation.
pub async fn progress(state: &AppState, row: &file::Model, to: State, percent: i32) -> Result<bool, DbErr> {
    let update = file::ActiveModel { state: Set(to.as_str().into()), progress: Set(percent), updated_at: Set(Utc::now()), ..Default::default() };
    let result = file::Entity::update_many().set(update).filter(file::Column::Id.eq(row.id)).filter(file::Column::Generation.eq(row.generation)).exec(&state.db).await?;
    Ok(result.rows_affected == 1)
}

/// Removes a file's index rows.
pub async fn clear<C: ConnectionTrait>(db: &C, file_id: Uuid) -> Result<(), DbErr> {
    element_set::Entity::delete_many().filter(element_set::Column::FileId.eq(file_id)).exec(db).await?;
    property::Entity::delete_many().filter(property::Column::FileId.eq(file_id)).exec(db).await?;
    property_set::Entity::delete_many().filter(property_set::Column::FileId.eq(file_id)).exec(db).await?;
    element::Entity::delete_many().filter(element::Column::FileId.eq(file_id)).exec(db).await?;
    Ok(())
}

fn elements(row: &file::Model, parsed: &ifc::Model) -> Vec<element::ActiveModel> {
    let products = &parsed.products;
    let mut contained = vec![0i32; products.len()];
    let mut at_root = 0;
    for product in products {
        match product.parent {
            Some(parent) => contained[parent] += 1,
            None if product.spatial => at_root += 1,
            None => {}
        }
    }
    let project = parsed.project.as_ref();
    let mut rows = Vec::with_capacity(products.len() + 1);
    if let Some(p) = project {
        rows.push(row_of(row, p.step_id, &p.global_id, "IfcProject", p.name.clone(), None, None, true, None, None, at_root));
    }
    for (i, product) in products.iter().enumerate() {
        let parent = match product.parent {
            Some(parent) => Some(products[parent].global_id.clone()),
            None if product.spatial => project.map(|p| p.global_id.clone()),
            None => None,
        };
        let storey = product.storey.map(|s| &products[s]);
        let mut r = row_of(row, product.step_id, &product.global_id, &product.class, product.name.clone(), product.type_name.clone(), parent, product.spatial, storey.map(|s| s.global_id.clone()), storey.and_then(|s| s.name.clone()), contained[i]);
        r.object_type = Set(product.object_type.clone());
        rows.push(r);
    }
    rows
}

#[allow(clippy::too_many_arguments)]
fn row_of(file: &file::Model, step: u64, global_id: &str, class: &str, name: Option<String>, type_name: Option<String>, parent: Option<String>, spatial: bool, storey: Option<String>, storey_name: Option<String>, contained: i32) -> element::ActiveModel {
    element::ActiveModel {
        file_id: Set(file.id),
        step_id: Set(step as i64),
        model_id: Set(file.model_id),
        global_id: Set(global_id.into()),
        class: Set(class.into()),
        name: Set(name),
        type_name: Set(type_name),
        object_type: Set(None),
        spatial: Set(spatial),
        parent_global_id: Set(parent),
        storey_global_id: Set(storey),
        storey_name: Set(storey_name),
        contained: Set(contained),
    }
}

fn values(file_id: Uuid, parsed: &ifc::Model) -> Vec<property::ActiveModel> {
    let mut rows = Vec::new();
    for set in &parsed.property_sets {
        for (position, p) in set.properties.iter().enumerate() {
            let value = match &p.value {
                ifc::Value::Null => None,
                v => Some(v.to_string().chars().take(MAX_VALUE).collect()),
            };
            rows.push(property::ActiveModel {
                file_id: Set(file_id),
                set_step: Set(set.step_id as i64),
                position: Set(position as i32),
                name: Set(p.name.clone()),
                value: Set(value),
                number: Set(p.value.as_f64().filter(|n| n.is_finite())),
            });
        }
    }
    rows
}

fn links(file_id: Uuid, parsed: &ifc::Model) -> Vec<element_set::ActiveModel> {
    let mut seen = HashSet::new();
    let mut rows = Vec::new();
    for product in &parsed.products {
        for &set in &product.property_sets {
            let set_step = parsed.property_sets[set].step_id as i64;
            if seen.insert((product.step_id, set_step)) {
                rows.push(element_set::ActiveModel { file_id: Set(file_id), element_step: Set(product.step_id as i64), set_step: Set(set_step) });
            }
        }
    }
    rows
}
