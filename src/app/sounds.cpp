#include "sounds.h"

#include <QSoundEffect>
#include <QUrl>

#include <algorithm>

namespace dogtable::app {

namespace {

bool g_enabled = false;

const char* const kFiles[Sounds::kCues] = {"die-roll", "placed", "bust", "game-over", "your-turn"};

} // namespace

Sounds::Sounds(QObject* parent) : QObject(parent) {}

void Sounds::setEnabled(bool on) {
    g_enabled = on;
}

bool Sounds::enabled() {
    return g_enabled;
}

void Sounds::setVolume(int percent) {
    m_volume = std::clamp(percent, 0, 100);
    for (QSoundEffect* e : m_effects)
        if (e) e->setVolume(m_volume / 100.0);
}

void Sounds::setMuted(bool muted) {
    m_muted = muted;
}

void Sounds::play(Cue cue) {
    ++m_asked;
    if (!g_enabled || m_muted || m_volume == 0) return;
    const auto i = static_cast<std::size_t>(cue);
    if (!m_effects[i]) {
        // Made on first use: no audio device is opened by an app that never plays.
        m_effects[i] = new QSoundEffect(this);
        m_effects[i]->setSource(QUrl(QStringLiteral("qrc:/sounds/%1.wav").arg(QLatin1String(kFiles[i]))));
        m_effects[i]->setVolume(m_volume / 100.0);
    }
    m_effects[i]->play();
    ++m_played;
}

} // namespace dogtable::app
