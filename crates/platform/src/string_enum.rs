//! Closed sets of values that are stored as text and travel as strings, typed on both sides: the OpenAPI document
//! (and so the SPA's generated types) lists the allowed values.

/// Declares an enum with its wire text per variant, `ALL`, `as_str` and `parse`. The wire text must be the
/// variant's snake_case name (serde and utoipa both derive it so; `variants` lets a test check the two agree).
#[macro_export]
macro_rules! string_enum {
    ($(#[$meta:meta])* pub enum $name:ident { $($(#[$vmeta:meta])* $variant:ident => $text:literal),* $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
        #[serde(rename_all = "snake_case")]
        pub enum $name {
            $($(#[$vmeta])* $variant),*
        }

        impl $name {
            pub const ALL: &'static [&'static str] = &[$($text),*];

            pub fn as_str(self) -> &'static str {
                match self { $(Self::$variant => $text),* }
            }

            pub fn parse(text: &str) -> Option<Self> {
                match text { $($text => Some(Self::$variant),)* _ => None }
            }

            pub fn variants() -> Vec<Self> {
                vec![$(Self::$variant),*]
            }
        }
    };
}

/// Whether every variant serializes to its `as_str` text (for tests of each enum).
pub fn wire_names_match<T: serde::Serialize + Copy>(variants: &[T], as_str: impl Fn(T) -> &'static str) -> bool {
    variants.iter().all(|v| serde_json::to_value(v).ok().and_then(|j| j.as_str().map(String::from)).as_deref() == Some(as_str(*v)))
}
