/** Canvas sizes on offer, "width×height" in CSS pixels. */
export const canvasSizes = ['320×240', '480×320', '640×480', '800×600', '512×512'];

export function parseSize(size: string): { width: number; height: number } {
  const m = /^(\d+)×(\d+)$/.exec(size);
  return m ? { width: Number(m[1]), height: Number(m[2]) } : { width: 480, height: 320 };
}

export interface CanvasExample {
  name: string;
  code: string;
}

export const canvasExamples: CanvasExample[] = [
  {
    name: 'Shapes',
    code: `// \`canvas\` and \`ctx\` (CanvasRenderingContext2D) are predefined.
const { width, height } = canvas;
ctx.fillStyle = '#f4f1ea';
ctx.fillRect(0, 0, width, height);

// A house: a square body, a triangle roof and a round window.
ctx.fillStyle = '#d9480f';
ctx.fillRect(width / 2 - 80, height / 2 - 20, 160, 120);

ctx.beginPath();
ctx.moveTo(width / 2 - 100, height / 2 - 20);
ctx.lineTo(width / 2, height / 2 - 110);
ctx.lineTo(width / 2 + 100, height / 2 - 20);
ctx.closePath();
ctx.fillStyle = '#495057';
ctx.fill();

ctx.beginPath();
ctx.arc(width / 2, height / 2 + 30, 22, 0, Math.PI * 2);
ctx.fillStyle = '#74c0fc';
ctx.fill();
ctx.lineWidth = 4;
ctx.strokeStyle = '#fff';
ctx.stroke();

ctx.font = '16px sans-serif';
ctx.fillStyle = '#212529';
ctx.fillText('Edit me: the canvas redraws as you type', 12, height - 14);
`,
  },
  {
    name: 'Gradients',
    code: `const { width, height } = canvas;
const sky = ctx.createLinearGradient(0, 0, 0, height);
sky.addColorStop(0, '#1c1f4a');
sky.addColorStop(0.6, '#e8590c');
sky.addColorStop(1, '#ffd43b');
ctx.fillStyle = sky;
ctx.fillRect(0, 0, width, height);

const sun = ctx.createRadialGradient(width / 2, height * 0.75, 5, width / 2, height * 0.75, 90);
sun.addColorStop(0, 'rgba(255, 255, 255, 1)');
sun.addColorStop(0.3, 'rgba(255, 236, 153, 0.9)');
sun.addColorStop(1, 'rgba(255, 236, 153, 0)');
ctx.fillStyle = sun;
ctx.fillRect(0, 0, width, height);

// Hills drawn with quadratic curves.
ctx.fillStyle = '#2b3a2e';
ctx.beginPath();
ctx.moveTo(0, height);
ctx.quadraticCurveTo(width * 0.25, height * 0.7, width * 0.5, height * 0.9);
ctx.quadraticCurveTo(width * 0.75, height * 0.65, width, height * 0.85);
ctx.lineTo(width, height);
ctx.fill();
`,
  },
  {
    name: 'Animation',
    code: `// requestAnimationFrame keeps drawing until you edit the code or press Stop.
const { width, height } = canvas;
const balls = Array.from({ length: 12 }, (_, i) => ({
  x: 30 + i * 30, y: 40 + (i % 4) * 30,
  vx: 1.5 + (i % 3), vy: 1 + (i % 5) * 0.6,
  r: 8 + (i % 4) * 3, hue: i * 30,
}));

function frame() {
  ctx.fillStyle = 'rgba(16, 18, 27, 0.25)'; // translucent: leaves trails
  ctx.fillRect(0, 0, width, height);
  for (const b of balls) {
    b.x += b.vx; b.y += b.vy;
    if (b.x < b.r || b.x > width - b.r) b.vx *= -1;
    if (b.y < b.r || b.y > height - b.r) b.vy *= -1;
    ctx.beginPath();
    ctx.arc(b.x, b.y, b.r, 0, Math.PI * 2);
    ctx.fillStyle = \`hsl(\${b.hue}, 80%, 60%)\`;
    ctx.fill();
  }
  requestAnimationFrame(frame);
}
frame();
`,
  },
  {
    name: 'Text and paths',
    code: `const { width, height } = canvas;
ctx.fillStyle = '#fff';
ctx.fillRect(0, 0, width, height);

// A sine wave as a path.
ctx.beginPath();
for (let x = 0; x <= width; x++) {
  const y = height / 2 + Math.sin(x / 25) * 40;
  x === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y);
}
ctx.strokeStyle = '#1971c2';
ctx.lineWidth = 3;
ctx.stroke();

ctx.setLineDash([6, 6]);
ctx.strokeStyle = '#adb5bd';
ctx.lineWidth = 1;
ctx.beginPath();
ctx.moveTo(0, height / 2);
ctx.lineTo(width, height / 2);
ctx.stroke();
ctx.setLineDash([]);

ctx.font = 'bold 28px serif';
ctx.textAlign = 'center';
ctx.fillStyle = '#212529';
ctx.fillText('y = sin(x)', width / 2, 40);
console.log('Canvas size:', width, 'x', height);
`,
  },
];
