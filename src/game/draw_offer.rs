//! Draw offers (Law 9.1): an offer stands until the opponent accepts it, declines it (by
//! saying so, by making a move, or in touch-move mode by touching a piece to move or capture
//! it: Law 9.1.2.3), or the game ends another way. A draw claim that does not hold counts as an
//! offer too.
//!
//! ```
//! use chess_arbiter::{Color, Game, Termination};
//! let mut game = Game::new();
//! game.play_san("e4").unwrap();
//! game.offer_draw(Color::White).unwrap(); // with the move just made
//! game.play_san("e5").unwrap();           // Black plays on: declined
//! assert_eq!(game.draw_offer(), None);
//! game.offer_draw(Color::White).unwrap(); // White offers before moving, moves, and it stands
//! game.play_san("Nf3").unwrap();
//! let outcome = game.accept_draw(Color::Black).unwrap();
//! assert_eq!(outcome.termination, Termination::Agreement);
//! ```

use super::outcome::Outcome;
use crate::game::{Game, GameError};
use crate::types::Color;

impl Game {
    /// The side whose draw offer stands, if any: none once the game is over, however it ended.
    pub fn draw_offer(&self) -> Option<Color> {
        self.draw_offer.filter(|_| self.outcome().is_none())
    }

    /// `color` offers a draw: with the move it has just made, or before the move it is about to
    /// make. If the opponent's offer stands, offering is accepting it.
    ///
    /// # Errors
    /// [`GameError::GameOver`]; as [`Game::accept_draw`] when it accepts.
    pub fn offer_draw(&mut self, color: Color) -> Result<Option<Outcome>, GameError> {
        self.ensure_going_on()?;
        if self.draw_offer == Some(!color) {
            return self.accept_draw(color).map(Some);
        }
        self.draw_offer = Some(color);
        Ok(None)
    }

    /// `color` accepts the opponent's standing offer: a draw by agreement (Law 5.2.3), which
    /// needs both players to have made at least one move.
    ///
    /// # Errors
    /// [`GameError::GameOver`]; [`GameError::NoClaim`] without a standing offer from the
    /// opponent; [`GameError::AgreementTooEarly`].
    pub fn accept_draw(&mut self, color: Color) -> Result<Outcome, GameError> {
        self.ensure_going_on()?;
        if self.draw_offer != Some(!color) {
            return Err(GameError::NoClaim(format!(
                "{} has no draw offer standing for {} to accept",
                (!color).name(),
                color.name()
            )));
        }
        let outcome = self.agree_draw()?;
        self.draw_offer = None;
        Ok(outcome)
    }

    /// `color` declines the opponent's standing offer (a move declines it too).
    ///
    /// # Errors
    /// [`GameError::GameOver`]; [`GameError::NoClaim`] without a standing offer from the
    /// opponent.
    pub fn decline_draw(&mut self, color: Color) -> Result<(), GameError> {
        self.ensure_going_on()?;
        if self.draw_offer != Some(!color) {
            return Err(GameError::NoClaim(format!(
                "{} has no draw offer standing for {} to decline",
                (!color).name(),
                color.name()
            )));
        }
        self.draw_offer = None;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Termination;

    #[test]
    fn law_9_1_2_3_a_move_declines_the_offer() {
        let mut game = Game::new();
        game.play_san("e4").unwrap();
        game.offer_draw(Color::White).unwrap();
        assert_eq!(game.draw_offer(), Some(Color::White));
        assert!(
            game.decline_draw(Color::White).is_err(),
            "nobody declines their own offer"
        );
        game.play_san("e5").unwrap();
        assert_eq!(game.draw_offer(), None);
        assert!(game.accept_draw(Color::Black).is_err());
    }

    #[test]
    fn law_9_1_2_4_an_incorrect_claim_is_an_offer() {
        let mut game = Game::new();
        game.play_san("e4").unwrap();
        let e5 = game.parse_move("e5").unwrap();
        assert!(game.claim_draw(Some(e5)).is_err());
        assert_eq!(game.draw_offer(), Some(Color::Black));
        let outcome = game.accept_draw(Color::White).unwrap();
        assert_eq!(outcome.termination, Termination::Agreement);
    }

    #[test]
    fn law_9_1_2_an_incorrect_claim_leaves_the_opponents_offer_standing() {
        let mut game = Game::new();
        for san in ["e4", "e5", "Nf3"] {
            game.play_san(san).unwrap();
        }
        game.offer_draw(Color::White).unwrap();
        assert!(
            game.claim_draw(None).is_err(),
            "Black's claim holds nothing"
        );
        assert_eq!(game.draw_offer(), Some(Color::White));
        let outcome = game.accept_draw(Color::Black).unwrap();
        assert_eq!(outcome.termination, Termination::Agreement);
    }

    #[test]
    fn law_9_1_an_offer_ends_with_the_game() {
        let mut game = Game::new();
        for san in ["f3", "e5", "g4"] {
            game.play_san(san).unwrap();
        }
        game.offer_draw(Color::White).unwrap();
        game.play_san("Qh4#").unwrap();
        assert_eq!(game.draw_offer(), None);
        assert!(matches!(
            game.decline_draw(Color::Black),
            Err(GameError::GameOver(_))
        ));
        let mut game = Game::new();
        for san in ["e4", "e5"] {
            game.play_san(san).unwrap();
        }
        game.offer_draw(Color::Black).unwrap();
        game.resign(Color::White).unwrap();
        assert_eq!(game.draw_offer(), None);
    }

    #[test]
    fn law_5_2_3_agreement_needs_a_move_by_each_player() {
        let mut game = Game::new();
        game.offer_draw(Color::White).unwrap();
        assert!(matches!(
            game.accept_draw(Color::Black),
            Err(GameError::AgreementTooEarly)
        ));
        let mut game = Game::new();
        game.play_san("e4").unwrap();
        game.offer_draw(Color::Black).unwrap();
        assert!(
            game.offer_draw(Color::White).is_err(),
            "White offering back is accepting, too early"
        );
        game.play_san("e5").unwrap();
        game.offer_draw(Color::Black).unwrap();
        assert_eq!(
            game.offer_draw(Color::White).unwrap().unwrap().termination,
            Termination::Agreement
        );
    }

    #[test]
    fn undo_withdraws_nothing_but_forgets_the_offer() {
        let mut game = Game::new();
        game.play_san("e4").unwrap();
        game.offer_draw(Color::White).unwrap();
        game.undo();
        assert_eq!(game.draw_offer(), None);
    }
}
