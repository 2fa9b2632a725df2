#!/usr/bin/env python3
"""Draws Dogtable's dog avatars (our own, simple shapes): assets/avatars/<breed>.svg, 64x64.
Run from this folder to remake them; the names are the profile's `avatar` values."""

# breed: (background, fur, ear colour, ear shape, spots)
DOGS = {
    "beagle": ("#f3d9a4", "#ffffff", "#8a5a2b", "long", "#c98a3d"),
    "poodle": ("#d9e6f5", "#f2efe9", "#f2efe9", "curly", None),
    "dachshund": ("#f5d0c5", "#a0522d", "#6b3414", "long", None),
    "husky": ("#d5ecdf", "#e8e8e8", "#5b6570", "pointed", "#5b6570"),
    "terrier": ("#efe3f7", "#d8b878", "#8c6a30", "folded", None),
    "spaniel": ("#fbe6b8", "#ffffff", "#3b2a1e", "long", "#3b2a1e"),
}


def ears(shape, colour):
    if shape == "long":
        return (f'<ellipse cx="15" cy="34" rx="7" ry="15" fill="{colour}"/>'
                f'<ellipse cx="49" cy="34" rx="7" ry="15" fill="{colour}"/>')
    if shape == "pointed":
        return (f'<polygon points="12,26 18,6 28,20" fill="{colour}"/>'
                f'<polygon points="52,26 46,6 36,20" fill="{colour}"/>')
    if shape == "folded":
        return (f'<polygon points="14,22 22,10 30,20 20,28" fill="{colour}"/>'
                f'<polygon points="50,22 42,10 34,20 44,28" fill="{colour}"/>')
    # curly: clusters of circles
    out = ""
    for cx in (14, 50):
        for dy in (20, 30, 40):
            out += f'<circle cx="{cx}" cy="{dy}" r="6" fill="{colour}" stroke="#b8b0a4" stroke-width="1"/>'
    return out


def svg(bg, fur, ear, shape, spot):
    patch = f'<ellipse cx="40" cy="26" rx="8" ry="7" fill="{spot}"/>' if spot else ""
    return f'''<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<circle cx="32" cy="32" r="31" fill="{bg}" stroke="#4a3b2c" stroke-width="2"/>
{ears(shape, ear)}
<ellipse cx="32" cy="34" rx="16" ry="18" fill="{fur}" stroke="#4a3b2c" stroke-width="1.5"/>
{patch}
<circle cx="26" cy="30" r="2.6" fill="#2a1f16"/>
<circle cx="38" cy="30" r="2.6" fill="#2a1f16"/>
<ellipse cx="32" cy="42" rx="7" ry="5" fill="#f8efe4" stroke="#4a3b2c" stroke-width="1"/>
<ellipse cx="32" cy="39.5" rx="3.4" ry="2.4" fill="#2a1f16"/>
<path d="M29 45 Q32 47.5 35 45" fill="none" stroke="#2a1f16" stroke-width="1.2" stroke-linecap="round"/>
</svg>
'''


if __name__ == "__main__":
    for name, (bg, fur, ear, shape, spot) in DOGS.items():
        with open(f"{name}.svg", "w", encoding="utf-8") as f:
            f.write(svg(bg, fur, ear, shape, spot))
