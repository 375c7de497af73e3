import { describeEachStore } from '../testStores.js';

describeEachStore('GET /api/courseCategories/:id/{up,down}', (store) => {
  const createCategories = async (names: readonly string[]) => {
    const rows: { _id: string; name: string; position: number }[] = [];
    for (const name of names) rows.push((await store().request({ method: 'POST', url: '/api/courseCategories/create', payload: { name } })).data);
    return rows;
  };
  const order = async () =>
    (await store().request({ method: 'GET', url: '/api/courseCategories?pageSize=100' })).data.data.map(
      (row: { name: string; position: number }) => `${row.position}:${row.name}`,
    );

  it('up swaps with the row above', async () => {
    const [, b] = await createCategories(['A', 'B', 'C']);
    const response = await store().request({ method: 'GET', url: `/api/courseCategories/${b!._id}/up` });
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({ moved: true, _id: b!._id, position: 1 });
    expect(await order()).toEqual(['1:B', '2:A', '3:C']);
  });

  it('down swaps with the row below', async () => {
    const [, b] = await createCategories(['A', 'B', 'C']);
    const response = await store().request({ method: 'GET', url: `/api/courseCategories/${b!._id}/down` });
    expect(response.data).toEqual({ moved: true, _id: b!._id, position: 3 });
    expect(await order()).toEqual(['1:A', '2:C', '3:B']);
  });

  it('the first row cannot go up: it says so and changes nothing', async () => {
    const [a] = await createCategories(['A', 'B']);
    const response = await store().request({ method: 'GET', url: `/api/courseCategories/${a!._id}/up` });
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({ moved: false, message: 'El registro ya está en la primera posición.' });
    expect(await order()).toEqual(['1:A', '2:B']);
  });

  it('the last row cannot go down: it says so and changes nothing', async () => {
    const [, b] = await createCategories(['A', 'B']);
    const response = await store().request({ method: 'GET', url: `/api/courseCategories/${b!._id}/down` });
    expect(response.data).toEqual({ moved: false, message: 'El registro ya está en la última posición.' });
    expect(await order()).toEqual(['1:A', '2:B']);
  });

  it('400 on a direction other than up or down', async () => {
    const [a] = await createCategories(['A', 'B']);
    const response = await store().request({ method: 'GET', url: `/api/courseCategories/${a!._id}/sideways` });
    expect(response.statusCode).toBe(400);
    expect(response.data).toMatchObject({ field: 'direction', error: expect.stringMatching(/up.*down/) });
    expect(await order()).toEqual(['1:A', '2:B']);
  });

  it('404 on an unknown id', async () => {
    const response = await store().request({ method: 'GET', url: '/api/courseCategories/0123456789abcdef01234567/up' });
    expect(response.statusCode).toBe(404);
    expect(response.data.field).toBe('_id');
  });

  it('20 concurrent random moves keep positions a permutation of 1..n', async () => {
    const rows = await createCategories(['A', 'B', 'C', 'D', 'E', 'F']);
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const moves = Array.from({ length: 20 }, () => {
      const row = rows[Math.floor(random() * rows.length)]!;
      const direction = random() < 0.5 ? 'up' : 'down';
      return store().request({ method: 'GET', url: `/api/courseCategories/${row._id}/${direction}` });
    });
    const responses = await Promise.all(moves);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const positions = (await store().request({ method: 'GET', url: '/api/courseCategories' })).data.data.map((row: { position: number }) => row.position);
    expect([...positions].sort((a: number, b: number) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('concurrent creates and deletes keep positions gapless', async () => {
    const rows = await createCategories(['A', 'B', 'C', 'D']);
    await Promise.all([
      ...['E', 'F', 'G', 'H', 'I', 'J'].map((name) => store().request({ method: 'POST', url: '/api/courseCategories/create', payload: { name } })),
      // Whatever version: the race under test is the positions'.
      store().request({ method: 'PUT', url: `/api/courseCategories/delete/${rows[1]!._id}`, headers: { 'if-match': '*' } }),
      store().request({ method: 'GET', url: `/api/courseCategories/${rows[2]!._id}/up` }),
      store().request({ method: 'PUT', url: `/api/courseCategories/delete/${rows[3]!._id}`, headers: { 'if-match': '*' } }),
    ]);
    const positions = (await store().request({ method: 'GET', url: '/api/courseCategories' })).data.data.map((row: { position: number }) => row.position);
    expect(positions).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
