//! The sharing token: 128 random bits in the page's address, the only key to the game's
//! page (`http://ADDRESS:PORT/TOKEN/`).

use std::fmt;

/// 128 bits from the operating system's generator (through `rand`'s thread generator,
/// a cryptographically secure one seeded by the system), written as 32 lowercase hex
/// digits. Compared in constant time.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Token([u8; 16]);

impl Token {
    /// A new, unguessable token.
    #[must_use]
    pub fn generate() -> Self {
        let mut bytes = [0u8; 16];
        rand::fill(&mut bytes);
        Self(bytes)
    }

    /// The token written as `text` (32 hex digits, either case); `None` otherwise.
    #[must_use]
    pub fn parse(text: &str) -> Option<Self> {
        if text.len() != 32 || !text.is_ascii() {
            return None;
        }
        let mut bytes = [0u8; 16];
        for (i, byte) in bytes.iter_mut().enumerate() {
            *byte = u8::from_str_radix(text.get(2 * i..2 * i + 2)?, 16).ok()?;
        }
        Some(Self(bytes))
    }

    /// Whether `text` is this token, in constant time for a text of the right length.
    #[must_use]
    pub fn matches(&self, text: &str) -> bool {
        let Some(other) = Self::parse(text) else {
            return false;
        };
        self.0
            .iter()
            .zip(other.0)
            .fold(0u8, |diff, (a, b)| diff | (a ^ b))
            == 0
    }
}

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for byte in self.0 {
            write!(f, "{byte:02x}")?;
        }
        Ok(())
    }
}

/// Never printed by `{:?}` (logs): only its first digits.
impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Token({:02x}{:02x}…)", self.0[0], self.0[1])
    }
}

#[cfg(test)]
mod tests {
    use super::Token;

    #[test]
    fn a_token_reads_back_from_its_text_and_only_from_it() {
        let token = Token::generate();
        let text = token.to_string();
        assert_eq!(text.len(), 32);
        assert_eq!(Token::parse(&text), Some(token));
        assert!(token.matches(&text));
        assert!(token.matches(&text.to_uppercase()));
        let mut wrong = text.into_bytes();
        wrong[31] = if wrong[31] == b'0' { b'1' } else { b'0' };
        assert!(!token.matches(&String::from_utf8(wrong).expect("ascii")));
        assert!(!token.matches(""));
        assert!(Token::parse("zz").is_none());
        assert_ne!(Token::generate(), token, "two tokens differ");
    }
}
