//! Typed identifiers. Every id is a UUID v7 (time-ordered, creatable offline); wrapping it in a type per entity
//! keeps a `ProjectId` from being passed where a `UserId` is expected.

use serde::{Deserialize, Serialize};
use uuid::Uuid;

macro_rules! typed_id {
    ($($name:ident),* $(,)?) => {$(
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, utoipa::ToSchema)]
        #[serde(transparent)]
        #[schema(value_type = String, format = Uuid)]
        pub struct $name(pub Uuid);

        impl $name {
            pub fn new() -> Self { Self(Uuid::now_v7()) }
        }
        impl Default for $name {
            fn default() -> Self { Self::new() }
        }
        impl From<Uuid> for $name {
            fn from(id: Uuid) -> Self { Self(id) }
        }
        impl From<$name> for Uuid {
            fn from(id: $name) -> Self { id.0 }
        }
        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result { self.0.fmt(f) }
        }
    )*};
}

typed_id!(CompanyId, UserId, ProjectId, ProjectGroupId, PositionId, ProfileId, NotificationId, RequestId);

/// A fresh UUID v7 for tables without a typed id of their own.
pub fn new_id() -> Uuid {
    Uuid::now_v7()
}
