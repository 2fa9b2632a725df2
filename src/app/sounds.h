// Sound cues (Qt Multimedia, QSoundEffect): a die rolled, a card or tile placed, a bust, the game
// over, your turn. Our own short sounds (assets/sounds/*.wav, made by make_sounds.py). A volume and
// a mute (remembered in the settings); and a switch for the whole process that is off unless the
// app's main() turns it on — so tests, pictures and `dogtable --quiet` make no sound.
#pragma once

#include <QObject>

#include <array>

class QSoundEffect;

namespace dogtable::app {

class Sounds : public QObject {
    Q_OBJECT
public:
    enum class Cue { DieRoll, Placed, Bust, GameOver, YourTurn };
    static constexpr int kCues = 5;

    explicit Sounds(QObject* parent = nullptr);

    /// The process-wide switch (off by default; main() turns it on unless --quiet).
    static void setEnabled(bool on);
    static bool enabled();

    void setVolume(int percent); // 0..100
    void setMuted(bool muted);
    [[nodiscard]] int volume() const { return m_volume; }
    [[nodiscard]] bool muted() const { return m_muted; }

    /// Plays the cue (nothing when off, muted or at volume 0).
    void play(Cue cue);
    /// Cues asked for, and of those the ones actually played (for tests).
    [[nodiscard]] int asked() const { return m_asked; }
    [[nodiscard]] int played() const { return m_played; }

private:
    std::array<QSoundEffect*, kCues> m_effects{};
    int m_volume = 80;
    bool m_muted = false;
    int m_asked = 0;
    int m_played = 0;
};

} // namespace dogtable::app
